/**
 * The wizard's summary step (doc 002 §2): the form's values before they are saved, with an Edit link
 * per section. Its tables are MUI tables of those values (not records of the resource map), so no
 * react-admin <DataTable>.
 */
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { BoundaryFormValues } from '../../domain/boundaries/boundaryForm';
import { catalogueSource, USER_DIRECTORY_SOURCE } from '../../domain/boundaries/catalogue';
import { restrictionOfScoped } from '../../domain/boundaries/filterBuilder';
import { BoundaryStep } from '../../domain/validation/boundary';
import { BoundaryUsersTable } from './BoundaryUsersTable';

export interface SummaryStepProps {
  values: BoundaryFormValues;
  /** Jumps to a step; none after a failed submit (the form waits for Retry or Discard). */
  onEdit?: (step: BoundaryStep) => void;
}

/**
 * Step 5, summary (doc 002 §2): name and description; the users table (name, anonymous yes/no); the
 * restriction text; the data sources table (name, fields: their display names, "All Fields" when
 * none is chosen). Each section has an Edit link back to step 1, 2, 4 or 3.
 */
export function SummaryStep({ values, onEdit }: SummaryStepProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`boundaries.wizard.${key}`);
  const section = (id: string, title: string, step: BoundaryStep, body: ReactNode) => (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
        <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {onEdit && (
          <Link component="button" type="button" aria-describedby={id} onClick={() => onEdit(step)}>
            {t('summary.edit')}
          </Link>
        )}
      </Box>
      {body}
    </Box>
  );
  const scoped = values.dataSources.some((d) => d.datasource === USER_DIRECTORY_SOURCE);
  const restriction = scoped ? restrictionOfScoped(values.scoped) : '';
  return (
    <Box>
      {section(
        'summary-basic',
        t('steps.basicDetails'),
        BoundaryStep.BasicDetails,
        <dl>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('fields.name')}
          </Typography>
          <Typography component="dd" sx={{ ml: 0, mb: 1 }}>
            {values.name}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('fields.description')}
          </Typography>
          <Typography component="dd" sx={{ ml: 0 }}>
            {values.description || t('summary.noDescription')}
          </Typography>
        </dl>,
      )}
      {section('summary-users', t('steps.users'), BoundaryStep.Users, <BoundaryUsersTable users={values.users} />)}
      {section(
        'summary-restriction',
        t('summary.restriction'),
        BoundaryStep.ScopeRestrictions,
        <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{restriction || t('summary.noRestriction')}</Typography>,
      )}
      {section(
        'summary-sources',
        t('steps.dataSources'),
        BoundaryStep.DataSources,
        <Table size="small" aria-label={t('steps.dataSources')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('summary.dataSource')}</TableCell>
              <TableCell>{t('summary.fields')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {values.dataSources.length === 0 && (
              <TableRow>
                <TableCell colSpan={2}>{t('summary.noDataSources')}</TableCell>
              </TableRow>
            )}
            {values.dataSources.map((d) => {
              const source = catalogueSource(d.datasource);
              const fields = d.allowedFields.map((f) => source?.fields.find((x) => x.name === f)?.display ?? f);
              return (
                <TableRow key={d.datasource}>
                  <TableCell>{source?.displayName ?? d.datasource}</TableCell>
                  <TableCell>{fields.length ? fields.join(', ') : translate('boundaries.allFields')}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>,
      )}
    </Box>
  );
}
