import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { friendlyText } from '../../dataProvider';
import type { Invite } from '../../domain/schemas/invite';
import { InviteStatus, isPendingInvite } from '../../domain/status/people';
import { useAccess } from '../../components/useAccess';

export interface CancelInviteButtonProps {
  /**
   * `mark`: the user screen, where the invite stays and reads Cancelled (an update of `invites`);
   * `remove`: an organization's pending list, which it leaves (a delete). Doc 001 §4 "Invite cancel".
   */
  mode: 'mark' | 'remove';
  /** The caller may also withhold the button (e.g. without manage access). */
  canCancel?: boolean;
}

/** The failure stays on its row (doc 001 §4), not in the error bar. */
const rowOnly = { mutationMode: 'pessimistic' as const, meta: { errorKey: false as const } };

/**
 * The invite row's action (a DataTable cell, over the record in context): "Cancel invite" on a
 * pending invite for the roles `cancelInviteControl` allows, after a confirmation; "Cancelling..."
 * while it runs; a failure on this row only. react-admin's useUpdate/useDelete update the list.
 */
export function CancelInviteButton({ mode, canCancel = true }: CancelInviteButtonProps) {
  const invite = useRecordContext<Invite>();
  const translate = useTranslate();
  const { can } = useAccess();
  const [asking, setAsking] = useState(false);
  const [markCancelled, marking] = useUpdate<Invite>('invites', undefined, rowOnly);
  const [remove, removing] = useDelete<Invite>('invites', undefined, rowOnly);
  if (!invite) return null;
  const isCancelling = marking.isPending || removing.isPending;
  const error = marking.error ?? removing.error;
  // The invite as canAccess's record: offered while pending (show), enabled unless restricted or cancelling (delete).
  const record = { isPending: isPendingInvite(invite.status), isCancelling };
  const control = { offered: can({ resource: 'invites', action: 'show', record }), enabled: can({ resource: 'invites', action: 'delete', record }) };
  const cancel = () => {
    setAsking(false);
    if (mode === 'mark') markCancelled('invites', { id: invite.id, data: { status: InviteStatus.Cancelled }, previousData: invite });
    else remove('invites', { id: invite.id, previousData: invite });
  };
  return (
    <>
      {canCancel && control.offered && (
        <Button sx={{ whiteSpace: 'nowrap' }} size="small" disabled={!control.enabled} onClick={() => setAsking(true)}>
          {isCancelling ? translate('invites.cancelling') : translate('invites.cancel')}
        </Button>
      )}
      {/* A cancel asks first; Cancel in the confirmation changes nothing. */}
      <Confirm
        isOpen={asking}
        title="invites.confirm.title"
        content="invites.confirm.content"
        translateOptions={{ email: invite.userEmail, organization: invite.organizationName }}
        onClose={() => setAsking(false)}
        onConfirm={cancel}
      />
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {friendlyText(translate, 'orgAssociations.invites.cancelError', error)}
        </Typography>
      )}
    </>
  );
}
