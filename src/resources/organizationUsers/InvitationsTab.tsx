import { Alert, Typography } from '@mui/material';
import { DataTable, ReferenceManyField, useListContext, useTranslate } from 'react-admin';
import { shownByScreenWith } from '../../components/errorBar/shownByScreen';
import { CancelInviteButton } from '../invites/CancelInviteButton';
import { NoPermission } from '../../components/NoPermission';
import { useAccess } from '../../components/useAccess';
import { isForbidden } from '../../dataProvider';
import { formatDate, listDateFormat, roleNames } from '../../domain/formats';
import type { Invite } from '../../domain/schemas/invite';
import { InviteForm } from './InviteForm';

const label = (column: string) => `orgAssociations.columns.${column}`;
/** A refusal shows as the no-permission message; other failures in the dialog's error bar. */
const shownHere = shownByScreenWith('orgAssociations.invites.loadError', 403);

/**
 * Invitations tab (doc 001 §2.3, §4, §5): the organization's pending invites (resource `invites`
 * referenced by `organizationId`) with "Cancel invite", which removes the invite from the list, and
 * the invite-by-e-mail form. The TMS-restricted flag disables both (canAccess: create on `invites`).
 */
export function InvitationsTab({ orgId, canManage }: { orgId: number; canManage: boolean }) {
  return (
    <ReferenceManyField
      reference="invites"
      target="organizationId"
      record={{ id: orgId }}
      perPage={1000}
      sort={{ field: 'createdOnUtc', order: 'ASC' }}
      queryOptions={shownHere}
    >
      <PendingInvites orgId={orgId} canManage={canManage} />
    </ReferenceManyField>
  );
}

function PendingInvites({ orgId, canManage }: { orgId: number; canManage: boolean }) {
  const translate = useTranslate();
  const { can, isPending } = useAccess();
  const { data, error } = useListContext<Invite>();
  if (isForbidden(error)) return <NoPermission heading="h2" />;
  const restricted = !can({ resource: 'invites', action: 'create', record: { organizationId: orgId } });
  return (
    <>
      {canManage && restricted && !isPending && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('orgAssociations.invite.restricted')}
        </Alert>
      )}
      {canManage && <InviteForm orgId={orgId} disabled={restricted} pendingEmails={(data ?? []).map((i) => i.userEmail)} />}
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {translate('orgAssociations.invites.heading')}
      </Typography>
      <DataTable<Invite>
        bulkActionButtons={false}
        rowClick={false}
        aria-label={translate('orgAssociations.invites.heading')}
        empty={<Typography sx={{ py: 1 }}>{translate('orgAssociations.invites.empty')}</Typography>}
      >
        <DataTable.Col source="userEmail" label={label('invitee')} render={(invite: Invite) => <Invitee invite={invite} />} />
        <DataTable.Col source="createdOnUtc" label={label('sent')} render={(invite: Invite) => formatDate(invite.createdOnUtc, listDateFormat)} />
        <DataTable.Col label={label('roles')} disableSort render={(invite: Invite) => roleNames(invite.roles)} />
        <DataTable.Col label={label('actions')} disableSort render={() => <CancelInviteButton mode="remove" canCancel={canManage} />} />
      </DataTable>
    </>
  );
}

function Invitee({ invite }: { invite: Invite }) {
  const name = `${invite.userFirstName} ${invite.userLastName}`.trim();
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {invite.userEmail}
      </Typography>
      {name && (
        <Typography variant="body2" color="text.secondary">
          {name}
        </Typography>
      )}
    </>
  );
}
