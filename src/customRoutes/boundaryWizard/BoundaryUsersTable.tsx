/**
 * The boundary's users inside the wizard (doc 002 §2 users step and summary). An MUI table, not a
 * react-admin <DataTable>: its rows are the form's values before anything is saved (users added in
 * this panel, their anonymous switch, the rows picked for removal), not records read through the
 * resource map, and the summary shows the same rows read-only.
 */
import { Checkbox, FormControlLabel, Switch, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { userDisplayText, type BoundaryUserEntry } from '../../domain/boundaries/boundaryForm';

export interface BoundaryUsersTableProps {
  users: readonly BoundaryUserEntry[];
  /** Editable: row selection and the anonymous switch; else read-only (the summary). */
  selected?: ReadonlySet<string>;
  onSelect?: (userIds: string[], on: boolean) => void;
  onAnonymous?: (userId: string, anonymous: boolean) => void;
}

/**
 * The boundary's users (doc 002 §2: each with an anonymous yes/no flag), paged ten at a time so that
 * a boundary of 1,000 users renders ten rows. Form state, not a react-admin record list, so an MUI table.
 */
export function BoundaryUsersTable({ users, selected, onSelect, onAnonymous }: BoundaryUsersTableProps) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const last = Math.max(0, Math.ceil(users.length / perPage) - 1);
  const shown = users.slice(Math.min(page, last) * perPage, (Math.min(page, last) + 1) * perPage);
  const editable = !!onSelect;
  const allOnPage = shown.length > 0 && shown.every((u) => selected?.has(u.userId));
  const yesNo = (on: boolean) => translate(on ? 'boundaries.wizard.yes' : 'boundaries.wizard.no');
  return (
    <>
      <Table size="small" aria-label={translate('boundaries.wizard.users.table')}>
        <TableHead>
          <TableRow>
            {editable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allOnPage}
                  disabled={shown.length === 0}
                  onChange={(e) =>
                    onSelect?.(
                      shown.map((u) => u.userId),
                      e.target.checked,
                    )
                  }
                  slotProps={{ input: { 'aria-label': translate('boundaries.wizard.users.selectPage') } }}
                />
              </TableCell>
            )}
            <TableCell>{translate('boundaries.wizard.users.name')}</TableCell>
            {editable && <TableCell>{translate('boundaries.wizard.users.email')}</TableCell>}
            <TableCell>{translate('boundaries.wizard.users.anonymous')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{translate('boundaries.wizard.users.none')}</TableCell>
            </TableRow>
          )}
          {shown.map((u) => {
            const name = userDisplayText(u);
            return (
              <TableRow key={u.userId} selected={selected?.has(u.userId)}>
                {editable && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={!!selected?.has(u.userId)}
                      onChange={(e) => onSelect?.([u.userId], e.target.checked)}
                      slotProps={{ input: { 'aria-label': translate('boundaries.wizard.users.selectRow', { name }) } }}
                    />
                  </TableCell>
                )}
                <TableCell>{name}</TableCell>
                {editable && <TableCell>{u.email}</TableCell>}
                <TableCell>
                  {onAnonymous ? (
                    <FormControlLabel
                      control={
                        <Switch
                          size="small"
                          checked={u.anonymous}
                          onChange={(e) => onAnonymous(u.userId, e.target.checked)}
                          slotProps={{ input: { 'aria-label': translate('boundaries.wizard.users.anonymousOf', { name }) } }}
                        />
                      }
                      label={yesNo(u.anonymous)}
                    />
                  ) : (
                    yesNo(u.anonymous)
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {users.length > 10 && (
        <TablePagination
          component="div"
          count={users.length}
          page={Math.min(page, last)}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50]}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          onPageChange={(_e, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
        />
      )}
    </>
  );
}
