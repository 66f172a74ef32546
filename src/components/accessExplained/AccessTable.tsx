import { Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { capabilityOrder, type Verdict } from '../../authProvider/accessNames';
import { capabilityQuestions } from '../../authProvider/accessRules';
import { useAccessOf } from '../useAccess';
import type { Profile } from '../../domain/profile';
import { roleDisplayNames, type RoleCode } from '../../domain/roles';
import { useAccessFacts } from './useAccessFacts';

export interface AccessTableProps {
  /** Whose access: the profile the services decide the user's requests with (undefined: a user who cannot sign in, who reaches nothing). */
  subject: Profile | undefined;
  subjectName: string;
  /** The signed-in user, whose tree and queries read the organization's facts. */
  viewer: Profile;
  orgId: number;
  orgName: string;
}

/**
 * "Access of {user} to {organization}": one row per capability, Yes or No, and the sentence of the rule
 * that decided: each row is canAccess's verdict to the question the screen asks for that capability
 * (capabilityQuestions), put for `subject`, so the row and the screen's button answer alike. An MUI table, not react-admin's <DataTable>: the rows are computed here from
 * the rules, not records of a resource, and there is nothing to sort, page or export.
 */
export function AccessTable({ subject, subjectName, viewer, orgId, orgName }: AccessTableProps) {
  const translate = useTranslate();
  const { ready, record } = useAccessFacts(viewer, subject, orgId);
  const { verdict } = useAccessOf(subject);
  const caption = translate('access.caption', { user: subjectName, organization: orgName });
  if (!ready || !record) return <LinearProgress aria-label={translate('access.loading', { organization: orgName })} />;
  const verdicts = subject ? Object.fromEntries(capabilityOrder.map((c) => [c, verdict({ ...capabilityQuestions[c], record })])) : undefined;
  const because = (v: Verdict) => {
    const roles =
      typeof v.facts?.roles === 'string'
        ? v.facts.roles
            .split(', ')
            .map((r) => roleDisplayNames[r as RoleCode] ?? r)
            .join(', ')
        : undefined;
    return translate(`access.because.${v.reason}`, {
      organization: orgName,
      own: subject?.organizationName ?? '',
      ...v.facts,
      ...(roles ? { roles } : {}),
    });
  };
  return (
    // A region of its own that a keyboard can scroll sideways on a narrow screen.
    <Box role="region" tabIndex={0} aria-label={caption} sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'start', paddingLeft: 0 }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('access.columns.capability')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('access.columns.allowed')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('access.columns.because')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {capabilityOrder.map((c) => {
            const v = verdicts?.[c];
            return (
              <TableRow key={c} data-capability={c}>
                <TableCell component="th" scope="row">
                  {translate(`access.capabilities.${c}`)}
                </TableCell>
                <TableCell>{translate(v?.allowed ? 'access.yes' : 'access.no')}</TableCell>
                <TableCell>{v ? because(v) : translate('access.because.noProfile')}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {subject && subject.userId !== viewer.userId && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('access.setupDoneUnknown', { organization: orgName })}
        </Typography>
      )}
    </Box>
  );
}
