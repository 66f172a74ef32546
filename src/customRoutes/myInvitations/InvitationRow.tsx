import { Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { friendlyText, type AppDataProvider } from '../../dataProvider';
import { formatDate, listDateFormat } from '../../domain/formats';
import type { Invite } from '../../domain/schemas/invite';
import { InviteStatus, inviteStatusLabelKey, isPendingInvite } from '../../domain/status/people';

export interface Answered {
  inviteId: string;
  organizationName: string;
  answer: 'accept' | 'decline';
}

/** One invitation: Accept or Decline; afterwards its new status; a failure stays on the row. */
export function InvitationRow({ invite, onAnswered }: { invite: Invite; onAnswered: (a: Answered) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (a: 'accept' | 'decline') => dataProvider.answerMyInvite(invite.inviteId, a),
    onSuccess: (_result, a) => {
      const status = a === 'accept' ? InviteStatus.Accepted : InviteStatus.Declined;
      queryClient.setQueryData<Invite[]>(['myInvites'], (list) => list?.map((i) => (i.inviteId === invite.inviteId ? { ...i, status } : i)));
      void queryClient.invalidateQueries({ queryKey: ['myAssociations'] });
      onAnswered({ inviteId: invite.inviteId, organizationName: invite.organizationName, answer: a });
    },
  });
  const open = isPendingInvite(invite.status);
  return (
    <TableRow>
      <TableCell>{invite.organizationName}</TableCell>
      <TableCell>{invite.roles.map((r) => r.displayName).join(', ')}</TableCell>
      <TableCell>{formatDate(invite.createdOnUtc, listDateFormat)}</TableCell>
      <TableCell>
        {open ? (
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
      </TableCell>
    </TableRow>
  );
}
