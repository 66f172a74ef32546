import { Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, ReferenceManyField, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AssociationTable, type AssociationTableConfig } from '../../components/associations/AssociationTable';
import { shownByScreen } from '../../components/errorBar/shownByScreen';
import { NoPermission } from '../../components/NoPermission';
import { useAccess } from '../../components/useAccess';
import { isForbidden } from '../../dataProvider';
import { formatDate, listDateFormat } from '../../domain/formats';
import type { UserAssociation } from '../../domain/schemas/user';
import { RelationshipText } from '../../components/associations/relationshipText';

type Row = UserAssociation & { id: number; userId: string };
const label = (column: string) => `users.organizations.columns.${column}`;
const shownHere = shownByScreen(403);

/**
 * Organizations tab (doc 001 §2.3): the user's associations whose relationship type contains
 * "Associated" (resource `userAssociations` referenced by `userId`), each with the role picker and
 * remove; "This user has no associations". A TMS admin changes every row, an Account Administrator
 * every row but his own organization's (canAccess: edit on `userAssociations.row`, the row as
 * record); a TMS viewer reads them; the
 * service decides again.
 */
export function UserOrganizationsTab({ userId, userName }: { userId: string; userName: string }) {
  const translate = useTranslate();
  const { can } = useAccess();
  const rowControls = (a: Row) => {
    const allowed = can({ resource: 'userAssociations.row', action: 'edit', record: { userId, organizationId: a.organizationId } });
    return { rolePicker: allowed, remove: allowed };
  };
  const config: AssociationTableConfig<Row> = {
    resource: 'userAssociations',
    labelsOf: (a) => ({ userLabel: userName, organizationLabel: a.organizationName }),
    controlsOf: rowControls,
    rolePickerLabel: (a, roles) => translate('users.organizations.changeRoles', { organization: a.organizationName, roles }),
    removeLabel: (a) => translate('users.organizations.removeLabel', { organization: a.organizationName }),
    removeConfirm: (a) => ({ content: 'users.organizations.removeConfirm', values: { organization: a.organizationName } }),
    columnLabels: { roles: label('roles'), actions: label('actions') },
  };
  return (
    <ReferenceManyField
      reference="userAssociations"
      target="userId"
      record={{ id: userId }}
      perPage={1000}
      sort={{ field: 'organizationName', order: 'ASC' }}
      queryOptions={shownHere}
    >
      <RefusedOr>
        <AssociationTable
          config={config}
          label={translate('users.tabs.organizations')}
          empty={<Typography>{translate('users.associations.empty')}</Typography>}
        >
          <DataTable.Col source="organizationName" label={label('organization')} render={(a: Row) => <OrganizationLink association={a} />} />
          <DataTable.Col
            source="relationshipType"
            label={label('relationship')}
            render={(a: Row) => <RelationshipText type={a.relationshipType} />}
          />
          <DataTable.Col source="dateAssociated" label={label('associated')} render={(a: Row) => formatDate(a.dateAssociated, listDateFormat)} />
        </AssociationTable>
      </RefusedOr>
    </ReferenceManyField>
  );
}

/** A refusal (a user outside the organizations the signed-in administrator manages) is the no-permission message. */
function RefusedOr({ children }: { children: ReactNode }) {
  const { error } = useListContext();
  return isForbidden(error) ? <NoPermission heading="h2" /> : children;
}

function OrganizationLink({ association }: { association: Row }) {
  return (
    <Link component={RouterLink} to={`/hierarchy/${association.organizationId}`}>
      {association.organizationName}
    </Link>
  );
}
