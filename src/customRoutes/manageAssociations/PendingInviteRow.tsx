import { Button, TableCell, TableRow, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useProfile } from '../../components/useProfile';
import { friendlyText, type AppDataProvider } from '../../dataProvider';
import { formatDate, listDateFormat } from '../../domain/formats';
import { cancelInviteControl } from '../../domain/permissions/people';
import type { Invite } from '../../domain/schemas/invite';
import { isPendingInvite } from '../../domain/status/people';

/**
 * A pending invite of the organization: "Cancel invite" → "Cancelling" → removed from the list on
 * success; a failure stays on this invite only (doc 001 §4 "Invite cancel").
 */
export function PendingInviteRow({ invite, canCancel, onCancelled }: { invite: Invite; canCancel: boolean; onCancelled: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { profile } = useProfile();
  const cancel = useMutation({ mutationFn: () => dataProvider.cancelInvite(invite.inviteId), onSuccess: onCancelled });
  const control = profile
    ? cancelInviteControl(profile, { isPending: isPendingInvite(invite.status), isCancelling: cancel.isPending })
    : { offered: false, enabled: false };
  const name = `${invite.userFirstName} ${invite.userLastName}`.trim();
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {invite.userEmail}
        </Typography>
        {name && (
          <Typography variant="body2" color="text.secondary">
            {name}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invite.createdOnUtc, listDateFormat)}</TableCell>
      <TableCell>{invite.roles.map((r) => r.displayName).join(', ')}</TableCell>
      <TableCell>
        {canCancel && control.offered && (
          <Button
            sx={{ whiteSpace: 'nowrap' }}
            size="small"
            disabled={!control.enabled}
            onClick={() => cancel.mutate()}
          >
            {cancel.isPending ? translate('invites.cancelling') : translate('invites.cancel')}
          </Button>
        )}
        {cancel.error && (
          <Typography role="alert" variant="body2" color="error">
            {friendlyText(translate, 'orgAssociations.invites.cancelError', cancel.error)}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}
