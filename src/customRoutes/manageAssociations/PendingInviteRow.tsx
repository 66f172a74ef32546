import { TableCell, TableRow, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { CancelInviteCell } from '../../components/invites/CancelInviteCell';
import type { AppDataProvider } from '../../dataProvider';
import { formatDate, listDateFormat } from '../../domain/formats';
import type { Invite } from '../../domain/schemas/invite';

/**
 * A pending invite of the organization: "Cancel invite" → "Cancelling" → removed from the list on
 * success; a failure stays on this invite only (doc 001 §4 "Invite cancel").
 */
export function PendingInviteRow({ invite, canCancel, onCancelled }: { invite: Invite; canCancel: boolean; onCancelled: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
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
      <CancelInviteCell invite={invite} cancelInvite={(id) => dataProvider.cancelInvite(id)} onCancelled={onCancelled} canCancel={canCancel} />
    </TableRow>
  );
}
