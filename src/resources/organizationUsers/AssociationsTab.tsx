import { Typography } from '@mui/material';
import { DataTable, ReferenceManyField, useListContext, useTranslate } from 'react-admin';
import { AssociationTable, type AssociationTableConfig } from '../../components/associations/AssociationTable';
import { shownByScreenWith } from '../../components/errorBar/shownByScreen';
import { NoPermission } from '../../components/NoPermission';
import { useAccess } from '../../components/useAccess';
import { isForbidden } from '../../dataProvider';
import { formatDate, listDateFormat } from '../../domain/formats';
import type { OrganizationUser } from '../../domain/schemas/user';
import { useOrganizationName } from './useOrganizationName';

/** A refusal shows as the no-permission message; other failures in the dialog's error bar. */
const shownHere = shownByScreenWith('users.error.fetchList', 403);
const userName = (u: OrganizationUser) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/**
 * Associations tab: the organization's users with their roles (resource `organizationUsers`
 * referenced by `organizationId`), the role picker and remove on each (doc 001 §2.3, §4).
 */
export function AssociationsTab({ orgId, canManage }: { orgId: number; canManage: boolean }) {
  return (
    <ReferenceManyField
      reference="organizationUsers"
      target="organizationId"
      record={{ id: orgId }}
      perPage={1000}
      sort={{ field: 'lastName', order: 'ASC' }}
      queryOptions={shownHere}
    >
      <OrganizationUsers orgId={orgId} canManage={canManage} />
    </ReferenceManyField>
  );
}

function OrganizationUsers({ orgId, canManage }: { orgId: number; canManage: boolean }) {
  const translate = useTranslate();
  const { can } = useAccess();
  const { error } = useListContext<OrganizationUser>();
  const organizationName = useOrganizationName(orgId);
  if (isForbidden(error)) return <NoPermission heading="h2" />;
  const config: AssociationTableConfig<OrganizationUser & { organizationId: number }> = {
    resource: 'organizationUsers',
    labelsOf: (u) => ({ userLabel: userName(u), organizationLabel: organizationName }),
    controlsOf: (u) => {
      // The row as canAccess's record: an Account Administrator does not change his own row.
      const allowed = can({ resource: 'organizationUsers.row', action: 'edit', record: { userId: u.id, canAdminister: canManage } });
      return { rolePicker: allowed, remove: allowed };
    },
    removeLabel: (u) => translate('orgAssociations.removeLabel', { name: userName(u) }),
    removeConfirm: (u) => ({ content: 'orgAssociations.removeConfirm', values: { name: userName(u), organization: organizationName } }),
    columnLabels: { roles: 'orgAssociations.columns.roles', actions: 'orgAssociations.columns.actions' },
  };
  return (
    <AssociationTable
      config={config}
      label={translate('hierarchy.manageAssociations.associations')}
      empty={<Typography sx={{ p: 2 }}>{translate('orgAssociations.noUsers')}</Typography>}
    >
      <DataTable.Col source="lastName" label="orgAssociations.columns.user" render={(u: OrganizationUser) => <UserCell user={u} />} />
      <DataTable.Col
        source="associatedDate"
        label="orgAssociations.columns.associated"
        render={(u: OrganizationUser) => formatDate(u.associatedDate, listDateFormat)}
      />
    </AssociationTable>
  );
}

function UserCell({ user }: { user: OrganizationUser }) {
  return (
    <>
      <Typography variant="body2">{userName(user)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
    </>
  );
}
