import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Checkbox, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAvailableRoles } from '../../dataProvider/useAvailableRoles';
import { useGrantableRoles } from './grantableRoles';
import { rolePickerOptions } from '../../authProvider/accessNames';
import type { RoleRef } from '../../domain/schemas/user';

export interface RolePickerProps {
  roles: readonly RoleRef[];
  /** Whose roles, for the button's accessible name. */
  userLabel: string;
  onToggle: (roleId: string) => void;
  /** While a change runs: the options cannot be pressed. */
  disabled?: boolean;
  /** Shows the roles as text only (no right to change them). */
  readOnly?: boolean;
  /** The button's accessible name from the roles summary; "Change roles of {user}: {roles}" by default. */
  ariaLabel?: (roles: string) => string;
}

/** Keeps the options the profile may grant, and those of roles the service does not list (to report them). */
function offeredOptions<T extends { roleId: string }>(
  options: T[],
  grantable: readonly { roleId: string }[],
  listed: readonly { roleId: string }[],
): T[] {
  const has = (list: readonly { roleId: string }[], id: string) => list.some((r) => r.roleId === id);
  return options.filter((o) => has(grantable, o.roleId) || !has(listed, o.roleId));
}

/** The held roles' names, as the available roles name them. */
function roleSummary(roles: readonly RoleRef[], availableRoles: readonly { roleId: string; displayName: string }[]): string {
  const nameOf = (r: RoleRef) => {
    return availableRoles.find((a) => a.roleId === r.roleId)?.displayName ?? r.displayName;
  };
  return roles.map(nameOf).join(', ');
}

/**
 * The role picker of an association row (doc 001 §2.3, §5): a button showing the roles, opening a
 * list of ticked/unticked roles; each click adds or removes that role at once. The last remaining
 * role is disabled, and every role until the available roles have loaded.
 */
export function RolePicker({ roles, userLabel, onToggle, disabled, readOnly, ariaLabel }: RolePickerProps) {
  const translate = useTranslate();
  // Until the roles are loaded a role cannot be told apart from one the service does not know, and a
  // click would report "Unable to find role …": the options wait for them.
  const { data: availableRoles = [], isPending: rolesLoading } = useAvailableRoles();
  const grantable = useGrantableRoles(availableRoles);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const summary = roleSummary(roles, availableRoles);
  if (readOnly) return <Typography variant="body2">{summary || translate('orgAssociations.noRoles')}</Typography>;
  // Roles this profile may not grant or take away are not offered (a role the service does not list stays, to report it).
  const options = offeredOptions(rolePickerOptions(availableRoles, roles), grantable, availableRoles);
  const shown = summary || translate('orgAssociations.noRoles');
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={ariaLabel ? ariaLabel(shown) : translate('orgAssociations.changeRoles', { name: userLabel, roles: shown })}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', justifyContent: 'space-between', maxWidth: 360 }}
      >
        <span>{shown}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {options.map((o) => (
          <MenuItem
            key={o.roleId}
            role="menuitemcheckbox"
            aria-checked={o.checked}
            disabled={disabled || rolesLoading || o.disabled}
            onClick={() => onToggle(o.roleId)}
          >
            <ListItemIcon>
              <Checkbox edge="start" size="small" checked={o.checked} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} />
            </ListItemIcon>
            <ListItemText>{o.displayName}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
