import { Typography } from '@mui/material';
import { DataTable, ReferenceManyField, TextField, useTranslate } from 'react-admin';
import { formatDate, listDateFormat, roleNames } from '../../domain/formats';
import { CancelInviteButton } from '../invites/CancelInviteButton';
import { useAccess } from '../../components/useAccess';
import type { Invite } from '../../domain/schemas/invite';
import { inviteStatusLabelKey } from '../../domain/status/people';

const label = (column: string) => `users.invites.columns.${column}`;

/**
 * Invites tab (doc 001 §2.3, §4): the user's invites (resource `invites` referenced by `userId`);
 * "Cancel invite" on pending ones, after which the invite reads Cancelled. A failure to load is in
 * the one error bar, with Retry (the resource map's users.invites.loadError).
 */
export function UserInvitesTab({ userId }: { userId: string }) {
  const translate = useTranslate();
  // The read-only TMS viewer sees the invites but does not cancel them (the sandbox refuses it too).
  const canCancel = useAccess().can({ resource: 'invites', action: 'delete', record: { asInternal: true } });
  return (
    <ReferenceManyField reference="invites" target="userId" record={{ id: userId }} perPage={1000} sort={{ field: 'createdOnUtc', order: 'DESC' }}>
      <DataTable<Invite>
        bulkActionButtons={false}
        rowClick={false}
        aria-label={translate('users.tabs.invites')}
        empty={<Typography>{translate('userPage.noInvites')}</Typography>}
      >
        <DataTable.Col source="organizationName" label={label('organization')} field={TextField} />
        <DataTable.Col source="status" label={label('status')} render={(invite: Invite) => translate(inviteStatusLabelKey[invite.status])} />
        <DataTable.Col source="createdOnUtc" label={label('created')} render={(invite: Invite) => formatDate(invite.createdOnUtc, listDateFormat)} />
        <DataTable.Col label={label('roles')} disableSort render={(invite: Invite) => roleNames(invite.roles)} />
        <DataTable.Col label={label('actions')} disableSort render={() => <CancelInviteButton mode="mark" canCancel={canCancel} />} />
      </DataTable>
    </ReferenceManyField>
  );
}
