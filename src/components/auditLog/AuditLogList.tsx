import { Box, Card, LinearProgress } from '@mui/material';
import { useMemo } from 'react';
import { DateInput, FilterForm, ListBase, NumberInput, Pagination, SelectInput, TextInput, useListContext, useTranslate } from 'react-admin';
import { NamedExportButton } from '../NamedExportButton';
import { auditActions } from '../../domain/auditActions';
import type { AuditEventFilter } from '../../domain/schemas/auditEvent';
import { csvExporter } from '../csvExport';
import { auditCsvColumns, auditCsvRow } from './auditChange';
import { AuditLogTable } from './AuditLogTable';

export interface AuditLogListProps {
  /**
   * What the list is of, fixed: an organization (the hierarchy's audit-log action), a target (a user's
   * Audit tab), or a change job's entries (its page's link).
   */
  scope: Pick<AuditEventFilter, 'organizationId' | 'targetType' | 'targetId'> & { jobId?: number };
  /** Name of the CSV file the export saves. */
  fileName: string;
}

/**
 * The audit log of one organization or one target, newest first, with filters (actor,
 * action, date range, and the organization where the scope is not one), paging and CSV export of what
 * the filters match (cells neutralised). Resource `auditEvents` (read-only, ra-data-simple-rest).
 */
export function AuditLogList({ scope, fileName }: AuditLogListProps) {
  const exporter = useMemo(() => csvExporter(fileName, auditCsvColumns, { map: auditCsvRow }), [fileName]);
  return (
    <ListBase
      resource="auditEvents"
      filter={scope}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={10}
      exporter={exporter}
      disableSyncWithLocation
      storeKey={false}
    >
      <AuditLogBody byOrganization={scope.organizationId !== undefined} />
    </ListBase>
  );
}

function AuditLogBody({ byOrganization }: { byOrganization: boolean }) {
  const translate = useTranslate();
  const { error, isPending, isFetching } = useListContext();
  const choices = useMemo(() => auditActions.map((id) => ({ id, name: translate(`auditEvents.actions.${id}`, { _: id }) })), [translate]);
  const field = (name: string) => `resources.auditEvents.fields.${name}`;
  const filters = [
    <TextInput key="actor" source="actor" label={field('actor')} alwaysOn resettable />,
    <SelectInput key="action" source="action" label={field('action')} choices={choices} alwaysOn emptyText={translate('auditEvents.anyAction')} />,
    <DateInput key="from" source="from" label={field('from')} alwaysOn />,
    <DateInput key="to" source="to" label={field('to')} alwaysOn />,
    ...(byOrganization
      ? []
      : [<NumberInput key="organizationId" source="organizationId" label={field('organizationId')} alwaysOn min={1} step={1} />]),
  ];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <FilterForm filters={filters} />
        <NamedExportButton />
      </Box>
      {/* A failure shows in the one error bar (resource map: auditEvents.error.load). */}
      {!error && (
        <Card variant="outlined">
          {(isPending || isFetching) && <LinearProgress aria-label={translate('auditEvents.loading')} />}
          <AuditLogTable showOrganization={!byOrganization} />
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </Card>
      )}
    </Box>
  );
}
