import { LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { NoPermission } from '../../components/NoPermission';
import { type AppDataProvider, isForbidden } from '../../dataProvider';
import { shownAssociations } from '../../domain/permissions/people';
import type { OrganizationUser } from '../../domain/schemas/user';
import { AssociationRow } from './AssociationRow';
import { useOrganizationName } from './useOrganizationName';

export const organizationUsersKey = (orgId: number) => ['organizationUsers', orgId] as const;

/** Associations tab: the organization's users with their roles (GET …/users/roles). */
export function AssociationsTab({ orgId, canManage }: { orgId: number; canManage: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const organizationName = useOrganizationName(orgId);
  const key = organizationUsersKey(orgId);
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getOrganizationUsers(orgId),
    // A refusal shows as the no-permission message below; other failures in the dialog's error bar.
    meta: { errorKey: 'users.error.fetchList', shownByScreen: isForbidden },
  });
  if (isForbidden(error)) return <NoPermission heading="h2" />;
  const update = (change: (rows: OrganizationUser[]) => OrganizationUser[]) => {
    queryClient.setQueryData(key, (rows: OrganizationUser[] | undefined) => (rows ? change(rows) : rows));
  };
  const rows = shownAssociations(data ?? []);
  return (
    <>
      {(isPending || isFetching) && <LinearProgress aria-label={translate('orgAssociations.loading')} />}
      {data && rows.length === 0 && <Typography sx={{ p: 2 }}>{translate('orgAssociations.noUsers')}</Typography>}
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={translate('hierarchy.manageAssociations.associations')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('orgAssociations.columns.user')}</TableCell>
                <TableCell>{translate('orgAssociations.columns.associated')}</TableCell>
                <TableCell>{translate('orgAssociations.columns.roles')}</TableCell>
                <TableCell>{translate('orgAssociations.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((user) => (
                <AssociationRow
                  key={user.id}
                  orgId={orgId}
                  organizationName={organizationName}
                  user={user}
                  canManage={canManage}
                  onRolesChanged={(roles) => update((list) => list.map((u) => (u.id === user.id ? { ...u, roles } : u)))}
                  onRemoved={() => update((list) => list.filter((u) => u.id !== user.id))}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
