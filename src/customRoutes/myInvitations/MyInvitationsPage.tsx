import { Alert, Box, Button, Card, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useLogin, useTranslate } from 'react-admin';
import { ErrorBar } from '../../components/ErrorBar';
import type { AppDataProvider } from '../../dataProvider';
import type { Invite } from '../../domain/schemas/invite';
import { isPendingInvite } from '../../domain/status/people';
import { InvitationRow, type Answered } from './InvitationRow';

export const myInvitesKey = ['myInvites'] as const;

/**
 * My Invitations to Associate (/invitations): the pending invitations for the signed-in user, with
 * Accept and Decline. Roles come with the sign-in, so after an accept the page offers to sign in
 * again (the authority's session is still open: it returns at once with the new roles).
 */
export function MyInvitationsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const login = useLogin();
  const [answered, setAnswered] = useState<Answered | null>(null);
  const { data, error, isPending, refetch } = useQuery({ queryKey: myInvitesKey, queryFn: () => dataProvider.getMyInvites() });
  const shown = (i: Invite) => {
    return isPendingInvite(i.status) || i.inviteId === answered?.inviteId;
  };
  const pending = (data ?? []).filter(shown);
  return (
    <Box component="section" aria-labelledby="my-invitations-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('invitations.title')} />
      <Typography id="my-invitations-title" component="h1" variant="h5" gutterBottom>
        {translate('invitations.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('invitations.description')}
      </Typography>
      {answered?.answer === 'accept' && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => login({ returnTo: '/associations' }).catch(() => undefined)}>
              {translate('invitations.signInAgain')}
            </Button>
          }
        >
          {translate('invitations.accepted', { organization: answered.organizationName })}
        </Alert>
      )}
      {answered?.answer === 'decline' && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setAnswered(null)}>
          {translate('invitations.declined', { organization: answered.organizationName })}
        </Alert>
      )}
      <ErrorBar error={error} messageKey="invitations.error.load" onRetry={() => refetch()} />
      {isPending && <LinearProgress aria-label={translate('invitations.loading')} />}
      {data && pending.length === 0 && <Typography>{translate('invitations.empty')}</Typography>}
      {pending.length > 0 && (
        <Card>
          <Table aria-labelledby="my-invitations-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('invitations.columns.organization')}</TableCell>
                <TableCell>{translate('invitations.columns.roles')}</TableCell>
                <TableCell>{translate('invitations.columns.sent')}</TableCell>
                <TableCell>{translate('invitations.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pending.map((invite) => (
                <InvitationRow key={invite.inviteId} invite={invite} onAnswered={setAnswered} />
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </Box>
  );
}

export default MyInvitationsPage;
