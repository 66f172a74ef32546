import { LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { CancelInviteCell } from '../../components/invites/CancelInviteCell';
import type { AppDataProvider } from '../../dataProvider';
import { formatDate, listDateFormat } from '../../domain/formats';
import type { Invite } from '../../domain/schemas/invite';
import { InviteStatus, inviteStatusLabelKey } from '../../domain/status/people';
import { useProfile } from '../../components/useProfile';
import { canCancelInviteAsInternal } from '../../domain/permissions/fieldAccess';

const invitesKey = (userId: string) => ['internalUserInvites', userId] as const;

/** Invites tab (doc 001 §2.3, §4): the user's invites; "Cancel invite" on pending ones, marked Cancelled on success. */
export function UserInvitesTab({ userId }: { userId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: invitesKey(userId),
    queryFn: () => dataProvider.getUserInvites(userId),
    meta: { errorKey: 'users.invites.loadError' },
  });
  if (error) return null; // shown in the error bar, with Retry
  if (isPending) return <LinearProgress aria-label={translate('users.invites.loading')} />;
  if (data.length === 0) return <Typography>{translate('userPage.noInvites')}</Typography>;
  return (
    <Table size="small" aria-label={translate('users.tabs.invites')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('users.invites.columns.organization')}</TableCell>
          <TableCell>{translate('users.invites.columns.status')}</TableCell>
          <TableCell>{translate('users.invites.columns.created')}</TableCell>
          <TableCell>{translate('users.invites.columns.roles')}</TableCell>
          <TableCell>{translate('users.invites.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((invite) => (
          <UserInviteRow key={invite.inviteId} userId={userId} invite={invite} />
        ))}
      </TableBody>
    </Table>
  );
}

function UserInviteRow({ userId, invite }: { userId: string; invite: Invite }) {
  const translate = useTranslate();
  const { profile } = useProfile();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const markCancelled = () =>
    queryClient.setQueryData(invitesKey(userId), (list: Invite[] | undefined) =>
      list?.map((i) => (i.inviteId === invite.inviteId ? { ...i, status: InviteStatus.Cancelled } : i)),
    );
  return (
    <TableRow>
      <TableCell>{invite.organizationName}</TableCell>
      <TableCell>{translate(inviteStatusLabelKey[invite.status])}</TableCell>
      <TableCell>{formatDate(invite.createdOnUtc, listDateFormat)}</TableCell>
      <TableCell>{invite.roles.map((r) => r.displayName).join(', ')}</TableCell>
      {/* Issue 13: the read-only TMS viewer sees the invites but does not cancel them (the sandbox refuses it too). */}
      <CancelInviteCell
        invite={invite}
        cancelInvite={(id) => dataProvider.cancelUserInvite(id)}
        onCancelled={markCancelled}
        canCancel={!!profile && canCancelInviteAsInternal(profile)}
      />
    </TableRow>
  );
}
