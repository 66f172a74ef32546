import { TableBody, TableRow, type TableRowProps } from '@mui/material';
import { memo, type MouseEvent } from 'react';
import {
  DataTableClasses,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableDataContext,
  useDataTableRowSxContext,
  useRecordContext,
  useResourceContext,
  type DataTableBodyProps,
} from 'react-admin';

/**
 * The tenant table's body, in place of react-admin's DataTableBody and DataTableRow (the next page
 * must show in under 100 ms; docs/performance.md measures it). Why our own:
 * - react-admin's row prepares, for each row, the link a click may follow (a TanStack mutation observer
 *   per row, plus expand and store state); the tenant table never follows a link (a click selects), and
 *   mounting those for 50 rows was most of a page change's work;
 * - rows are keyed by their place, not the record's id: the next page's rows update the rows already
 *   on screen instead of unmounting 50 rows and mounting 50 new ones.
 * Rows call the table's `rowClick` as react-admin's do, and keep react-admin's class names; columns,
 * cells, sorting and the list context stay react-admin's.
 */
const TenantTableRow = memo(function TenantTableRow({ children, ...rest }: TableRowProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { rowClick } = useDataTableCallbacksContext();
  const onClick = (event: MouseEvent) => {
    if (!record || !resource || typeof rowClick !== 'function') return;
    event.stopPropagation();
    void rowClick(record.id, resource, record);
  };
  return (
    <TableRow hover onClick={onClick} {...rest}>
      {children}
    </TableRow>
  );
});

export const TenantTableBody = memo(function TenantTableBody({ children, className, ...rest }: DataTableBodyProps) {
  const data = useDataTableDataContext();
  const rowSx = useDataTableRowSxContext();
  return (
    <TableBody className={[DataTableClasses.tbody, className].filter(Boolean).join(' ')} {...rest}>
      {data?.map((record, i) => (
        <RecordContextProvider value={record} key={i}>
          <TenantTableRow
            className={`${DataTableClasses.row} ${i % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd}`}
            sx={rowSx?.(record, i)}
          >
            {children}
          </TenantTableRow>
        </RecordContextProvider>
      ))}
    </TableBody>
  );
});
