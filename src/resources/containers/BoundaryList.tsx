import AddIcon from '@mui/icons-material/Add';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button, Typography } from '@mui/material';
import { DataTable, List, Pagination, TextInput, TopToolbar, useTranslate } from 'react-admin';
import { NamedExportButton } from '../../components/NamedExportButton';
import { useNavigate } from 'react-router-dom';
import { csvExporter } from '../../components/csvExport';
import { BOUNDARY_CSV_COLUMNS } from '../../domain/csv';
import { formatDate, listDateFormat } from '../../domain/formats';
import type { ContainerRecord } from '../../dataProvider/resources/containers';
import type { ContainerSummary } from '../../domain/schemas/container';
import { boundariesPath } from './boundariesPath';
import { BoundaryRowActions } from './BoundaryRowActions';
import { boundedColumnsSx } from '../../components/tableColumnWidths';

/** Doc 002 §9: "page size 10 default, selectable; default sort name ascending; row height 55". */
export const BOUNDARY_PAGE_SIZE = 10;
export const BOUNDARY_ROW_HEIGHT = 55;
const PAGE_SIZES = [10, 25, 50];
/** Our choice (the specification does not name the list's file). */
export const BOUNDARY_CSV_FILE = 'virtual-boundaries.csv';

/** Doc 002 §2 "CSV columns: name, description, createdOnUtc, updatedOnUtc … semicolons replaced by '!'". */
const exporter = csvExporter<ContainerSummary>(BOUNDARY_CSV_FILE, BOUNDARY_CSV_COLUMNS, { replaceSemicolons: true });

const field = (name: string) => `resources.containers.fields.${name}`;

export interface BoundaryListProps {
  organizationId: number;
  organizationName: string;
  /** Doc 002 §2: "Add and check permissions need the canManage flag" (and edit, delete: §6). */
  canManage: boolean;
}

/**
 * The selected organization's boundaries (doc 002 §2): the command bar (add, check permissions,
 * download CSV), a filter per column (text, or the day of a date column), sortable columns, name
 * ascending first, 10 a page with a choice of page size, and edit and delete on each row.
 */
export function BoundaryList({ organizationId, organizationName, canManage }: BoundaryListProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  // Widths: the four filters fit one row beside the tree at 1366 px (e2e/virtualBoundaries.test.ts).
  // Date filters are native day pickers ('yyyy-MM-dd'); react-admin's DateInput still passes MUI's removed InputLabelProps.
  const filters = [
    <TextInput key="name" source="name" label="boundaries.page.filters.name" alwaysOn fullWidth={false} sx={{ width: 160 }} />,
    <TextInput key="description" source="description" label="boundaries.page.filters.description" alwaysOn fullWidth={false} sx={{ width: 195 }} />,
    <TextInput
      key="filterCreatedOn"
      source="filterCreatedOn"
      type="date"
      label="boundaries.page.filters.createdOn"
      alwaysOn
      fullWidth={false}
      sx={{ width: 150 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />,
    <TextInput
      key="filterUpdatedOn"
      source="filterUpdatedOn"
      type="date"
      label="boundaries.page.filters.updatedOn"
      alwaysOn
      fullWidth={false}
      sx={{ width: 150 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />,
  ];
  const actions = (
    <TopToolbar aria-label={translate('boundaries.page.commands')} role="toolbar">
      <Button size="small" startIcon={<AddIcon />} disabled={!canManage} onClick={() => navigate(boundariesPath(organizationId, { kind: 'add' }))}>
        {translate('boundaries.page.add')}
      </Button>
      <Button
        size="small"
        startIcon={<FactCheckIcon />}
        disabled={!canManage}
        onClick={() => navigate(boundariesPath(organizationId, { kind: 'checkPermissions' }))}
      >
        {translate('boundaries.page.checkPermissions')}
      </Button>
      <NamedExportButton label="boundaries.page.downloadCsv" />
    </TopToolbar>
  );
  return (
    <List
      // One list per organization: its filters, sort and page start afresh when another is selected.
      key={organizationId}
      resource="containers"
      title={false}
      filter={{ organizationId }}
      filters={filters}
      actions={actions}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={BOUNDARY_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={exporter}
      disableSyncWithLocation
      empty={false}
      queryOptions={{ meta: { errorKey: 'boundaries.page.error.list' } }}
      // The command bar above, the column filters in one row below it (side by side, the buttons squeezed the filters into a column).
      sx={{ '& .RaList-actions': { flexDirection: 'column-reverse', alignItems: 'stretch' }, '& .RaList-actions > form': { flex: '1 1 auto' } }}
    >
      <DataTable<ContainerRecord>
        bulkActionButtons={false}
        rowClick={false}
        aria-label={translate('boundaries.page.tableLabel', { name: organizationName })}
        empty={
          <Typography role="status" sx={{ p: 2 }}>
            {translate('boundaries.page.empty')}
          </Typography>
        }
        sx={{ ...boundedColumnsSx, '& .RaDataTable-row': { height: BOUNDARY_ROW_HEIGHT } }}
      >
        <DataTable.Col source="name" label={field('name')} />
        <DataTable.Col source="description" label={field('description')} />
        <DataTable.Col source="createdOnUtc" label={field('createdOnUtc')} render={(r) => formatDate(r.createdOnUtc, listDateFormat)} />
        <DataTable.Col source="updatedOnUtc" label={field('updatedOnUtc')} render={(r) => formatDate(r.updatedOnUtc, listDateFormat)} />
        <DataTable.Col label="boundaries.page.actions" disableSort align="right">
          <BoundaryRowActions organizationId={organizationId} canManage={canManage} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
