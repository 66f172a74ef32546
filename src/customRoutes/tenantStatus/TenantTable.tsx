import { Alert, Box, Radio, Skeleton, Typography } from '@mui/material';
import { memo, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { DataTable, ListContextProvider, Pagination, useTranslate, type Identifier, type ListControllerResult } from 'react-admin';
import { FreshnessDate } from '../../components/dataCollection/FreshnessDate';
import { jobStatusesText } from '../../components/dataCollection/jobStatusText';
import type { TenantStatusRecord } from '../../dataProvider/resources/tenantStatus';
import { formatDate, jobDateFormat } from '../../domain/formats';
import { aggregationTone, matchesTenantColumnFilters, TENANT_OVERVIEW_PAGE_SIZE } from '../../domain/status/tenantStatus';
import { TenantTableBody } from './TenantTableBody';
import type { ColumnFilters } from './useOverviewState';
import { boundedColumnsSx } from '../../components/tableColumnWidths';

/** Doc 001 §9: "Tenant table row height 55 with 5 shimmer lines." */
const ROW_HEIGHT = 55;
const SHIMMER_LINES = 5;
/** Dates stay on one line: the table scrolls sideways rather than break a time. */
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;
const toneColour = { error: 'error.main', warning: 'warning.dark', info: 'info.dark', success: 'success.dark', default: 'text.primary' } as const;

interface Props {
  rows: TenantStatusRecord[] | undefined;
  isPending: boolean;
  page: number;
  hasNextPage: boolean;
  sort: { field: string; order: 'ASC' | 'DESC' };
  selected: number | undefined;
  columns: ColumnFilters;
  onSort: (sort: { field: string; order: string }) => void;
  onPage: (page: number) => void;
  onSelect: (orgId: number) => void;
}

/**
 * Doc 001 §2.2: the tenant table — Tenant Domain, User Count, Mailbox Count, Data As Of (freshness
 * colours), Next Scan, Job Status — sorted by the service, filtered by column on the page shown,
 * single-row selection, and paging of 50 that knows a next page from the one row more it asked for.
 * The rows are a page of the `tenantStatus` resource read by the page (useGetList): the list context
 * is built here, because the sort, page and selection live in the address (useOverviewState), not in
 * react-admin's list store.
 */
export const TenantTable = memo(function TenantTable({
  rows,
  isPending,
  page,
  hasNextPage,
  sort,
  selected,
  columns,
  onSort,
  onPage,
  onSelect,
}: Props) {
  const translate = useTranslate();
  const shown = useMemo(() => (rows ?? []).filter((r) => matchesTenantColumnFilters(r, columns)), [rows, columns]);
  const painted = useProgressiveRows(shown);
  // Everything the rows read keeps its identity while the rows and the selection are unchanged:
  // react-admin's rows are memoised, so a page change re-renders the table once, with the new rows.
  const context = useMemo(
    () =>
      ({
        resource: 'tenantStatus',
        data: painted,
        isPending,
        isLoading: isPending,
        isFetching: false,
        page,
        perPage: TENANT_OVERVIEW_PAGE_SIZE,
        // Without a next page the count is known; with one, react-admin's partial paging (no total).
        total: hasNextPage ? undefined : (page - 1) * TENANT_OVERVIEW_PAGE_SIZE + (rows?.length ?? 0),
        hasNextPage,
        hasPreviousPage: page > 1,
        setPage: onPage,
        setPerPage: () => undefined,
        sort,
        setSort: onSort,
        selectedIds: selected === undefined ? [] : [selected],
        onSelect: (ids: number[]) => ids.length && onSelect(ids[ids.length - 1]),
        onToggleItem: (id: number) => onSelect(id),
        onUnselectItems: () => undefined,
        onSelectAll: () => undefined,
        filterValues: {},
        displayedFilters: {},
        setFilters: () => undefined,
        showFilter: () => undefined,
        hideFilter: () => undefined,
        refetch: () => undefined,
        defaultTitle: '',
        error: null,
      }) as unknown as ListControllerResult,
    [painted, isPending, page, hasNextPage, rows, onPage, sort, onSort, selected, onSelect],
  );
  const rowClick = useCallback(
    (id: Identifier): false => {
      onSelect(Number(id));
      return false;
    },
    [onSelect],
  );
  const rowSx = useCallback(
    (r: TenantStatusRecord) => ({ height: ROW_HEIGHT, ...(r.id === selected ? { bgcolor: 'action.selected' } : {}) }),
    [selected],
  );
  const cols = useMemo(
    () => [
      <DataTable.Col
        key="select"
        label=""
        disableSort
        render={(r: TenantStatusRecord) => (
          <Radio
            size="small"
            disableRipple
            checked={r.id === selected}
            onChange={() => onSelect(r.id)}
            onClick={(e) => e.stopPropagation()}
            slotProps={{ input: { 'aria-label': translate('tenantOverview.selectRow', { tenant: r.TenantDomain ?? r.OrgId }) } }}
          />
        )}
      />,
      <DataTable.Col key="domain" source="TenantDomain" label="tenantOverview.columns.tenantDomain" />,
      // NumberCol's cell, without a <NumberField> (a styled Typography) in each of 100 cells.
      <DataTable.Col
        key="users"
        source="UserCount"
        label="tenantOverview.columns.userCount"
        align="right"
        render={(r: TenantStatusRecord) => count(r.UserCount)}
      />,
      <DataTable.Col
        key="mailboxes"
        source="MailboxCount"
        label="tenantOverview.columns.mailboxCount"
        align="right"
        render={(r: TenantStatusRecord) => count(r.MailboxCount)}
      />,
      <DataTable.Col
        key="asOf"
        source="DataAsOf"
        label="tenantOverview.columns.dataAsOf"
        cellSx={noWrap}
        render={(r: TenantStatusRecord) =>
          r.DataAsOf ? <FreshnessDate value={r.DataAsOf} text={formatDate(r.DataAsOf, jobDateFormat)} /> : translate('dataCollection.noData')
        }
      />,
      <DataTable.Col
        key="scan"
        source="NextScan"
        label="tenantOverview.columns.nextScan"
        cellSx={noWrap}
        render={(r: TenantStatusRecord) => formatDate(r.NextScan, jobDateFormat)}
      />,
      <DataTable.Col
        key="status"
        source="JobStatusAggregation"
        label="tenantOverview.columns.jobStatus"
        render={(r: TenantStatusRecord) =>
          r.JobStatusAggregation ? (
            <Box component="span" sx={{ color: toneColour[aggregationTone(r.JobStatusAggregation)] }}>
              {jobStatusesText(translate, r.JobStatusAggregation)}
            </Box>
          ) : (
            translate('dataCollection.noData')
          )
        }
      />,
    ],
    [selected, onSelect, translate],
  );

  if (isPending) {
    return (
      <Box role="progressbar" aria-label={translate('tenantOverview.loading')}>
        {Array.from({ length: SHIMMER_LINES }, (_, i) => (
          <Skeleton key={i} height={ROW_HEIGHT} />
        ))}
      </Box>
    );
  }
  return (
    <ListContextProvider value={context}>
      {/* Six columns do not fit beside the filter on a narrow screen: the table scrolls, not the page. */}
      <Box sx={{ overflowX: 'auto' }}>
        {rows && rows.length > 0 && shown.length === 0 ? (
          <Alert severity="info">{translate('tenantOverview.columnFilters.noMatch')}</Alert>
        ) : (
          <DataTable
            resource="tenantStatus"
            bulkActionButtons={false}
            rowClick={rowClick}
            rowSx={rowSx}
            body={TenantTableBody}
            sx={boundedColumnsSx}
            aria-label={translate('tenantOverview.tableLabel')}
            empty={<Typography>{translate('dataCollection.noData')}</Typography>}
          >
            {cols}
          </DataTable>
        )}
        <Pagination rowsPerPageOptions={noPerPageChoice} />
      </Box>
    </ListContextProvider>
  );
});

const noPerPageChoice: number[] = [];
const numberFormat = new Intl.NumberFormat();
const count = (n: number | null | undefined) => (n === null || n === undefined ? '' : numberFormat.format(n));

/** Rows painted in the first frame: more than a window shows above the fold. */
const FIRST_ROWS = 12;
/**
 * New rows are painted in two steps: the first FIRST_ROWS at once, the rest in a transition right
 * after (interruptible, so the first frame is not held up by rows below the fold). The speed asked of the page
 * (docs/performance.md "Tenant status: 100 organizations out of 10,000"): the first row at most 300 ms after the answer, the next page in under 100 ms.
 */
function useProgressiveRows<T>(rows: T[]): T[] {
  const [complete, setComplete] = useState<T[] | null>(null);
  useEffect(() => {
    if (complete !== rows) startTransition(() => setComplete(rows));
  }, [rows, complete]);
  const first = useMemo(() => rows.slice(0, FIRST_ROWS), [rows]);
  return complete === rows || rows.length <= FIRST_ROWS ? rows : first;
}
