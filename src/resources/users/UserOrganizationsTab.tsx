import { Button, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RolePicker } from '../../components/associations/RolePicker';
import { RowStatus } from '../../components/associations/RowStatus';
import { useAssociationRowActions } from '../../components/associations/useAssociationRowActions';
import { useProfile } from '../../components/useProfile';
import { formatDate, listDateFormat } from '../../domain/formats';
import { associationRowControls, shownAssociations } from '../../domain/permissions/people';
import { hasAnyRole } from '../../domain/profile';
import type { RoleRef, UserAssociation, UserWithAssociations } from '../../domain/schemas/user';

const userKey = (userId: string) => ['internalUser', userId] as const;

/**
 * Organizations tab (doc 001 §2.3): the user's associations whose relationship type contains
 * "Associated", each with the role picker and remove; "This user has no associations". Only a TMS
 * admin changes them here (a TMS viewer reads them; the service decides again).
 */
export function UserOrganizationsTab({ userId, userName, associations }: { userId: string; userName: string; associations: UserAssociation[] | undefined }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { profile } = useProfile();
  if (!associations) return null;
  const rows = shownAssociations(associations);
  if (rows.length === 0) return <Typography>{translate('users.associations.empty')}</Typography>;
  const update = (change: (list: UserAssociation[]) => UserAssociation[]) => {
    queryClient.setQueryData(userKey(userId), (u: UserWithAssociations | undefined) => (u ? { ...u, associations: change(u.associations) } : u));
  };
  const canAdminister = profile ? hasAnyRole(profile, ['tmsadmin']) : false;
  return (
    <Table size="small" aria-label={translate('users.tabs.organizations')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('users.organizations.columns.organization')}</TableCell>
          <TableCell>{translate('users.organizations.columns.relationship')}</TableCell>
          <TableCell>{translate('users.organizations.columns.associated')}</TableCell>
          <TableCell>{translate('users.organizations.columns.roles')}</TableCell>
          <TableCell>{translate('users.organizations.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((a) => (
          <OrganizationRow
            key={a.organizationId}
            userId={userId}
            userName={userName}
            association={a}
            controls={profile ? associationRowControls(profile, userId, canAdminister) : { rolePicker: false, remove: false }}
            onRolesChanged={(roles) => update((list) => list.map((x) => (x.organizationId === a.organizationId ? { ...x, roles } : x)))}
            onRemoved={() => update((list) => list.filter((x) => x.organizationId !== a.organizationId))}
          />
        ))}
      </TableBody>
    </Table>
  );
}

interface OrganizationRowProps {
  userId: string;
  userName: string;
  association: UserAssociation;
  controls: { rolePicker: boolean; remove: boolean };
  onRolesChanged: (roles: RoleRef[]) => void;
  onRemoved: () => void;
}

function OrganizationRow({ userId, userName, association: a, controls, onRolesChanged, onRemoved }: OrganizationRowProps) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const actions = useAssociationRowActions(
    { orgId: a.organizationId, userId, userLabel: userName, organizationLabel: a.organizationName, roles: a.roles },
    { onRolesChanged, onRemoved },
  );
  const busy = actions.isUpdating || actions.isRemoving;
  return (
    <TableRow aria-busy={busy || undefined}>
      <TableCell>
        <Link component={RouterLink} to={`/hierarchy/${a.organizationId}`}>
          {a.organizationName}
        </Link>
      </TableCell>
      <TableCell>{a.relationshipType}</TableCell>
      <TableCell>{formatDate(a.dateAssociated, listDateFormat)}</TableCell>
      <TableCell>
        <RolePicker
          roles={a.roles}
          userLabel={userName}
          ariaLabel={(roles) => translate('users.organizations.changeRoles', { organization: a.organizationName, roles })}
          onToggle={actions.toggleRole} disabled={busy} readOnly={!controls.rolePicker} />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <RowStatus busy={busy} error={actions.errorMessage} />
          {controls.remove && (
            <Button size="small" color="error" disabled={busy} aria-label={translate('users.organizations.removeLabel', { organization: a.organizationName })} onClick={() => setConfirming(true)}>
              {translate('orgAssociations.remove')}
            </Button>
          )}
        </Stack>
        <Confirm
          isOpen={confirming}
          title="orgAssociations.removeTitle"
          content="users.organizations.removeConfirm"
          translateOptions={{ organization: a.organizationName }}
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
