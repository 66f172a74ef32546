import { Box, LinearProgress, Typography } from '@mui/material';
import { InfiniteList, SearchInput, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { NamedExportButton } from '../../components/NamedExportButton';
import { csvExporter } from '../../components/csvExport';
import { shownByScreen } from '../../components/errorBar';
import { NoPermission } from '../../components/NoPermission';
import { isForbidden } from '../../dataProvider';
import type { UserListItem } from '../../domain/schemas/user';
import { USER_PAGE_HEIGHT, UserTable } from './UserTable';
import { formatNumber } from '../../domain/formats';

type UserCsvRow = { name: string; email: string; createdDate: string; associationsCount: number };

const exporter = csvExporter<UserCsvRow>('users', ['name', 'email', 'createdDate', 'associationsCount'], {
  map: (u: UserListItem) => ({
    name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    createdDate: u.createdDate || u.createdOnUtc,
    associationsCount: u.associationsCount,
  }),
});

/** A refusal (403) shows as the no-permission message, not in the error bar too. */
const shownHere = shownByScreen(403);

/**
 * Manage Users (/internalusers, doc 001 §2.3): the `users` resource, searched, sorted and paged on
 * the service; the list state lives in the URL. Doc 001 §9 "User list height 80vh and virtual list
 * height 50vh": the page is 80vh high and its rows are a virtual list at half the viewport height,
 * loaded 25 at a time as the user scrolls (`<InfiniteList>`, no pager).
 * A refusal (403) shows the no-permission message.
 */
export function UserList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      type="search"
      placeholder={translate('users.list.search')}
      slotProps={{ htmlInput: { 'aria-label': translate('users.list.search') } }}
    />,
  ];
  return (
    <Box
      component="section"
      aria-labelledby="internal-users-title"
      sx={{ p: { xs: 1, sm: 2 }, height: USER_PAGE_HEIGHT, overflowY: 'auto', boxSizing: 'border-box' }}
    >
      <Typography id="internal-users-title" component="h1" variant="h5" gutterBottom>
        {translate('users.title')}
      </Typography>
      <InfiniteList
        title={translate('users.title')}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        queryOptions={shownHere}
        filters={filters}
        exporter={exporter}
        actions={
          <TopToolbar>
            <NamedExportButton />
          </TopToolbar>
        }
        pagination={false}
      >
        <UserListBody />
      </InfiniteList>
    </Box>
  );
}

function UserListBody() {
  const translate = useTranslate();
  const { error, isPending, isFetching, total } = useListContext();
  if (isForbidden(error)) return <NoPermission heading="h2" />;
  if (error) return null;
  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {isPending ? translate('users.list.loading') : translate('users.list.count', { total: formatNumber(total ?? 0) })}
      </Typography>
      {isFetching ? <LinearProgress aria-label={translate('users.list.loading')} /> : <Box sx={{ height: 4 }} />}
      <UserTable />
    </>
  );
}

export default UserList;
