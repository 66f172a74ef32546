import { Link } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, listDateFormat } from '../../domain/formats';
import type { UserListItem } from '../../domain/schemas/user';

const userName = (u: UserListItem) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/** The users columns (doc 001 §2.3); each header sorts on the service, a second click reverses. */
export function UserTable() {
  const translate = useTranslate();
  return (
    <DataTable<UserListItem> bulkActionButtons={false} rowClick={false} aria-label={translate('users.list.tableLabel')}>
      <DataTable.Col
        source="name"
        label="users.list.columns.name"
        render={(u) => (
          <Link component={RouterLink} to={`/internaluser/${encodeURIComponent(u.id)}`}>
            {userName(u as UserListItem)}
          </Link>
        )}
      />
      <DataTable.Col source="email" label="users.list.columns.email" />
      <DataTable.Col source="createdDate" label="users.list.columns.created" render={(u) => formatDate(u.createdDate || u.createdOnUtc, listDateFormat)} />
      <DataTable.NumberCol source="associationsCount" label="users.list.columns.associations" />
    </DataTable>
  );
}
