import { Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate, type GetListResult } from 'react-admin';
import { friendlyText, type AppDataProvider } from '../../dataProvider';
import type { Invite } from '../../domain/schemas/invite';
import { InviteStatus, inviteStatusLabelKey, isPendingInvite } from '../../domain/status/people';

export interface Answered {
  inviteId: string;
  organizationName: string;
  answer: 'accept' | 'decline';
}

/**
 * Accept or Decline of one invitation (the custom method answerMyInvite); afterwards its new status
 * in the list's cache. A failure stays on the row (not in the error bar).
 */
export function InvitationActions({ onAnswered }: { onAnswered: (a: Answered) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const invite = useRecordContext<Invite>();
  const answer = useMutation({
    mutationFn: (a: 'accept' | 'decline') => dataProvider.answerMyInvite(invite?.inviteId ?? '', a),
    meta: { errorKey: false },
    onSuccess: (_result, a) => {
      if (!invite) return;
      const status = a === 'accept' ? InviteStatus.Accepted : InviteStatus.Declined;
      queryClient.setQueriesData<GetListResult<Invite>>(
        { queryKey: ['myInvitations', 'getList'] },
        (list) => list && { ...list, data: list.data.map((i) => (i.inviteId === invite.inviteId ? { ...i, status } : i)) },
      );
      void queryClient.invalidateQueries({ queryKey: ['myAssociations'] });
      onAnswered({ inviteId: invite.inviteId, organizationName: invite.organizationName, answer: a });
    },
  });
  if (!invite) return null;
  return (
    <>
      {isPendingInvite(invite.status) ? (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" size="small" disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
            {translate('invitations.accept')}
          </Button>
          <Button size="small" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
            {translate('invitations.decline')}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2">{translate(inviteStatusLabelKey[invite.status])}</Typography>
      )}
      {answer.error && (
        <Typography role="alert" variant="body2" color="error">
          {friendlyText(translate, answer.variables === 'decline' ? 'invitations.error.decline' : 'invitations.error.accept', answer.error)}
        </Typography>
      )}
    </>
  );
}
