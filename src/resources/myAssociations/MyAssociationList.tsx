import { Card, LinearProgress, Link, Typography } from '@mui/material';
import { DataTable, ListBase, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, listDateFormat, roleNames } from '../../domain/formats';
import type { UserAssociation as Association } from '../../domain/schemas/user';
import { RelationshipText } from '../../components/associations/relationshipText';
import { PageSection } from '../../components/PageSection';

/** A record of the resource: the association keyed by its organization. */
type UserAssociation = Association & { id: number };

const label = (column: string) => `associations.columns.${column}`;

/**
 * My Associations (/associations): the organizations the signed-in user is associated with and the
 * roles held in each (the resource map keeps the "Associated" ones). Failures show in the error bar.
 */
export function MyAssociationList() {
  const translate = useTranslate();
  return (
    <ListBase sort={{ field: 'organizationName', order: 'ASC' }} perPage={1000}>
      <PageSection titleId="my-associations-title" title={translate('associations.title')} description={translate('associations.description')}>
        <MyAssociationBody />
      </PageSection>
    </ListBase>
  );
}

function MyAssociationBody() {
  const translate = useTranslate();
  const { error, isPending } = useListContext<UserAssociation>();
  if (error) return null;
  if (isPending) return <LinearProgress aria-label={translate('associations.loading')} />;
  return (
    <DataTable<UserAssociation> bulkActionButtons={false} rowClick={false} empty={<NoAssociations />}>
      <DataTable.Col source="organizationName" label={label('organization')} />
      <DataTable.Col label={label('roles')} disableSort render={(a: UserAssociation) => roleNames(a.roles) || translate('orgAssociations.noRoles')} />
      <DataTable.Col
        source="relationshipType"
        label={label('relationship')}
        render={(a: UserAssociation) => <RelationshipText type={a.relationshipType} />}
      />
      <DataTable.Col source="dateAssociated" label={label('since')} render={(a: UserAssociation) => formatDate(a.dateAssociated, listDateFormat)} />
    </DataTable>
  );
}

/** No association yet: point to the invitations. */
function NoAssociations() {
  const translate = useTranslate();
  return (
    <Card sx={{ p: 2 }}>
      <Typography>
        {translate('associations.empty')}{' '}
        <Link component={RouterLink} to="/invitations">
          {translate('invitations.title')}
        </Link>
        .
      </Typography>
    </Card>
  );
}

export default MyAssociationList;
