import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { ErrorBar } from '../../components/ErrorBar';
import { NoPermission } from '../../components/NoPermission';
import { isApiError } from '../../dataProvider';
import { UserListTable } from './UserListTable';
import { useUserPages, type UserListView, type UserSortKey } from './useUserPages';

const SEARCH_DELAY_MS = 300;

/** Manage Users (/internalusers, doc 001 §2.3): every user, searchable and sortable, virtualised. */
export function InternalUserListPage() {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [view, setView] = useState<UserListView>({ q: '', sort: 'name', order: 'asc' });
  const [pages, setPages] = useState<number[]>([0]);
  useEffect(() => {
    const timer = setTimeout(() => setView((v) => (v.q === text ? v : { ...v, q: text })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const data = useUserPages(view, pages);
  const onVisiblePages = useCallback(
    (next: number[]) => setPages((prev) => (prev.length === next.length && prev.every((p, i) => p === next[i]) ? prev : next)),
    [],
  );
  const onSort = (key: UserSortKey) =>
    setView((v) => ({ ...v, sort: key, order: v.sort === key && v.order === 'asc' ? 'desc' : 'asc' }));
  const forbidden = isApiError(data.error) && data.error.status === 403;
  return (
    <Box component="section" aria-labelledby="internal-users-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('users.title')} />
      <Typography id="internal-users-title" component="h1" variant="h5" gutterBottom>
        {translate('users.title')}
      </Typography>
      {forbidden ? (
        <NoPermission heading="h2" />
      ) : (
        <>
          <TextField
            type="search"
            label={translate('users.list.search')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            size="small"
            sx={{ mb: 2, minWidth: { sm: 360 } }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
          <ErrorBar error={data.error} messageKey="users.error.fetchList" onRetry={data.refetch} />
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {data.isPending ? translate('users.list.loading') : translate('users.list.count', { total: data.total.toLocaleString('en-GB') })}
          </Typography>
          {data.isFetching ? <LinearProgress aria-label={translate('users.list.loading')} /> : <Box sx={{ height: 4 }} />}
          <UserListTable view={view} onSort={onSort} total={data.total} rowAt={data.rowAt} onVisiblePages={onVisiblePages} />
        </>
      )}
    </Box>
  );
}

export default InternalUserListPage;
