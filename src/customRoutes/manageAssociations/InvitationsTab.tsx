import { Alert, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { NoPermission } from '../../components/NoPermission';
import { useProfile } from '../../components/useProfile';
import { type AppDataProvider, isForbidden } from '../../dataProvider';
import { canInvite } from '../../domain/permissions/people';
import type { Invite } from '../../domain/schemas/invite';
import { InviteForm } from './InviteForm';
import { PendingInviteRow } from './PendingInviteRow';

export const pendingInvitesKey = (orgId: number) => ['pendingInvites', orgId] as const;

/**
 * Invitations tab (doc 001 §2.3, §4, §5): the organization's pending invites with "Cancel invite",
 * and the invite-by-e-mail form. The TMS-restricted flag disables both (domain canInvite).
 */
export function InvitationsTab({ orgId, canManage }: { orgId: number; canManage: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { profile } = useProfile();
  const key = pendingInvitesKey(orgId);
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getPendingInvites(orgId),
    meta: { errorKey: 'orgAssociations.invites.loadError', shownByScreen: isForbidden },
  });
  if (isForbidden(error)) return <NoPermission heading="h2" />;
  const restricted = profile ? !canInvite(profile) : true;
  const invites = data ?? [];
  const remove = (inviteId: string) => {
    queryClient.setQueryData(key, (list: Invite[] | undefined) => list?.filter((i) => i.inviteId !== inviteId));
  };
  return (
    <>
      {canManage && profile?.tmsRestricted && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('orgAssociations.invite.restricted')}
        </Alert>
      )}
      {canManage && (
        <InviteForm
          orgId={orgId}
          disabled={restricted}
          pendingEmails={invites.map((i) => i.userEmail)}
          onInvited={(invite) => {
            queryClient.setQueryData(key, (list: Invite[] | undefined) => [...(list ?? []), invite]);
          }}
        />
      )}
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {translate('orgAssociations.invites.heading')}
      </Typography>
      {(isPending || isFetching) && <LinearProgress aria-label={translate('orgAssociations.invites.loading')} />}
      {data && invites.length === 0 && <Typography sx={{ py: 1 }}>{translate('orgAssociations.invites.empty')}</Typography>}
      {invites.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={translate('orgAssociations.invites.heading')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('orgAssociations.columns.invitee')}</TableCell>
                <TableCell>{translate('orgAssociations.columns.sent')}</TableCell>
                <TableCell>{translate('orgAssociations.columns.roles')}</TableCell>
                <TableCell>{translate('orgAssociations.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invites.map((invite) => (
                <PendingInviteRow key={invite.inviteId} invite={invite} canCancel={canManage} onCancelled={() => remove(invite.inviteId)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
