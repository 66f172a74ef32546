import { Typography } from '@mui/material';
import { DataTable, ListContextProvider, useList, useTranslate } from 'react-admin';
import { PERMISSION_CSV_COLUMNS, type PermissionRow } from '../../domain/boundaries/permissionRows';

/** The effective permissions (doc 002 §2): fieldName (or "All Fields"), boundary, dataSource, anonymous (true/false); sortable, all rows. */
export function PermissionTable({ rows, label }: { rows: readonly PermissionRow[]; label: string }) {
  const translate = useTranslate();
  const list = useList({ data: rows.map((r, i) => ({ ...r, id: i })), perPage: rows.length || 1 });
  return (
    <ListContextProvider value={list}>
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        aria-label={label}
        empty={<Typography role="status">{translate('boundaries.checkPermissions.none')}</Typography>}
      >
        {PERMISSION_CSV_COLUMNS.map((c) => (
          <DataTable.Col
            key={c}
            source={c}
            label={`boundaries.checkPermissions.columns.${c}`}
            render={c === 'anonymous' ? (r: PermissionRow) => translate(`boundaries.checkPermissions.${r.anonymous}`) : undefined}
          />
        ))}
      </DataTable>
    </ListContextProvider>
  );
}
