import DeleteIcon from '@mui/icons-material/PersonRemove';
import { IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { RolePicker } from '../../components/associations/RolePicker';
import { RowStatus } from '../../components/associations/RowStatus';
import { useAssociationRowActions } from '../../components/associations/useAssociationRowActions';
import { useProfile } from '../../components/useProfile';
import { formatDate, listDateFormat } from '../../domain/formats';
import { associationRowControls } from '../../domain/permissions/people';
import type { OrganizationUser, RoleRef } from '../../domain/schemas/user';

export interface AssociationRowProps {
  orgId: number;
  organizationName: string;
  user: OrganizationUser;
  canManage: boolean;
  onRolesChanged: (roles: RoleRef[]) => void;
  onRemoved: () => void;
}

/**
 * One user of the organization: name, e-mail, date associated, the role picker and remove (doc 001
 * §2.3, §4); an Account Administrator's own row has neither (domain associationRowControls).
 */
export function AssociationRow({ orgId, organizationName, user, canManage, onRolesChanged, onRemoved }: AssociationRowProps) {
  const translate = useTranslate();
  const { profile } = useProfile();
  const [confirming, setConfirming] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const actions = useAssociationRowActions(
    { orgId, userId: user.id, userLabel: name, organizationLabel: organizationName, roles: user.roles },
    { onRolesChanged, onRemoved },
  );
  const controls = profile ? associationRowControls(profile, user.id, canManage) : { rolePicker: false, remove: false };
  const busy = actions.isUpdating || actions.isRemoving;
  return (
    <TableRow aria-busy={busy || undefined}>
      <TableCell>
        <Typography variant="body2">{name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(user.associatedDate, listDateFormat)}</TableCell>
      <TableCell>
        <RolePicker
          roles={user.roles}
          userLabel={name}
          onToggle={actions.toggleRole}
          disabled={busy}
          readOnly={!controls.rolePicker}
        />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <RowStatus busy={busy} error={actions.errorMessage} />
          {controls.remove && (
            <Tooltip title={translate('orgAssociations.removeLabel', { name })}>
              <span>
                <IconButton
                  size="small"
                  color="error"
                  disabled={busy}
                  aria-label={translate('orgAssociations.removeLabel', { name })}
                  onClick={() => setConfirming(true)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Stack>
        <Confirm
          isOpen={confirming}
          title="orgAssociations.removeTitle"
          content="orgAssociations.removeConfirm"
          translateOptions={{ name, organization: organizationName }}
          confirm="orgAssociations.remove"
          onConfirm={() => {
            setConfirming(false);
            actions.remove();
          }}
          onClose={() => setConfirming(false)}
        />
      </TableCell>
    </TableRow>
  );
}
