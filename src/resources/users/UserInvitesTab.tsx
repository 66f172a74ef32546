import { LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { ErrorBar } from '../../components/ErrorBar';
import { CancelInviteCell } from '../../components/invites/CancelInviteCell';
import type { AppDataProvider } from '../../dataProvider';
import { formatDate, listDateFormat } from '../../domain/formats';
import type { Invite } from '../../domain/schemas/invite';
import { InviteStatus, inviteStatusLabelKey } from '../../domain/status/people';

const invitesKey = (userId: string) => ['internalUserInvites', userId] as const;

/** Invites tab (doc 001 §2.3, §4): the user's invites; "Cancel invite" on pending ones, marked Cancelled on success. */
export function UserInvitesTab({ userId }: { userId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending, refetch } = useQuery({ queryKey: invitesKey(userId), queryFn: () => dataProvider.getUserInvites(userId) });
  if (isPending) return <LinearProgress aria-label={translate('users.invites.loading')} />;
  if (error) return <ErrorBar error={error} messageKey="users.invites.loadError" onRetry={() => refetch()} />;
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
      <CancelInviteCell invite={invite} cancelInvite={(id) => dataProvider.cancelUserInvite(id)} onCancelled={markCancelled} />
    </TableRow>
  );
}
