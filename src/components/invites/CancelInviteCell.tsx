import { Button, TableCell, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { friendlyText } from '../../dataProvider';
import { cancelInviteControl } from '../../domain/permissions/people';
import type { Invite } from '../../domain/schemas/invite';
import { isPendingInvite } from '../../domain/status/people';
import { useProfile } from '../useProfile';

export interface CancelInviteCellProps {
  invite: Invite;
  /** The cancel call of the caller's context (an organization's invites, or a user's). */
  cancelInvite(inviteId: Invite['inviteId']): Promise<unknown>;
  onCancelled: () => void;
  /** The caller may also withhold the button (e.g. without manage access). */
  canCancel?: boolean;
}

/**
 * The last cell of an invite row (doc 001 §4 "Invite cancel"): Cancel on a pending invite for the
 * roles `cancelInviteControl` allows, "Cancelling..." while it runs, and a failure on this row only.
 */
export function CancelInviteCell({ invite, cancelInvite, onCancelled, canCancel = true }: CancelInviteCellProps) {
  const translate = useTranslate();
  const { profile } = useProfile();
  const [asking, setAsking] = useState(false);
  // The failure stays on this row (doc 001 §4), not in the error bar.
  const cancel = useMutation({ mutationFn: () => cancelInvite(invite.inviteId), onSuccess: onCancelled, meta: { errorKey: false } });
  const control = profile
    ? cancelInviteControl(profile, { isPending: isPendingInvite(invite.status), isCancelling: cancel.isPending })
    : { offered: false, enabled: false };
  return (
    <TableCell>
      {canCancel && control.offered && (
        <Button sx={{ whiteSpace: 'nowrap' }} size="small" disabled={!control.enabled} onClick={() => setAsking(true)}>
          {cancel.isPending ? translate('invites.cancelling') : translate('invites.cancel')}
        </Button>
      )}
      {/* Issue 12: a cancel asks first; Cancel in the confirmation changes nothing. */}
      <Confirm
        isOpen={asking}
        title="invites.confirm.title"
        content="invites.confirm.content"
        translateOptions={{ email: invite.userEmail, organization: invite.organizationName }}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          cancel.mutate();
        }}
      />
      {cancel.error && (
        <Typography role="alert" variant="body2" color="error">
          {friendlyText(translate, 'orgAssociations.invites.cancelError', cancel.error)}
        </Typography>
      )}
    </TableCell>
  );
}
