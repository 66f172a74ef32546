import DeleteIcon from '@mui/icons-material/PersonRemove';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Confirm, DataTable, DataTableBody, DataTableRow, useRecordContext, type DataTableBodyProps, type DataTableRowProps } from 'react-admin';
import { RolePicker } from './RolePicker';
import { RowStatus } from './RowStatus';
import { useAssociationRowActions, type AssociationRecord, type AssociationRowLabels } from './useAssociationRowActions';

/** What differs between the association tables (an organization's users; a user's organizations). */
export interface AssociationTableConfig<R extends AssociationRecord = AssociationRecord> {
  resource: 'organizationUsers' | 'userAssociations';
  labelsOf: (record: R) => AssociationRowLabels;
  /** What the signed-in profile may do on this row (domain associationRowControls). */
  controlsOf: (record: R) => { rolePicker: boolean; remove: boolean };
  /** Accessible names: the role picker's (given the roles shown) and the remove button's. */
  rolePickerLabel?: (record: R, roles: string) => string;
  removeLabel: (record: R) => string;
  /** The confirmation's text key and its values. */
  removeConfirm: (record: R) => { content: string; values: Record<string, unknown> };
  columnLabels: { roles: string; actions: string };
}

type RowActions = ReturnType<typeof useAssociationRowActions>;
const ConfigContext = createContext<AssociationTableConfig | null>(null);
const RowContext = createContext<RowActions | null>(null);

function useConfig(): AssociationTableConfig {
  return useContext(ConfigContext) as AssociationTableConfig;
}

function useRow(): RowActions {
  return useContext(RowContext) as RowActions;
}

/**
 * A react-admin DataTable of associations, inside a ListContext of `organizationUsers` or
 * `userAssociations`: the caller's columns, then the role picker and the remove action (doc 001 §2.3,
 * §4). Both cells of a row share its actions (busy, stored failure) through a custom row, which
 * react-admin's DataTable offers as `body`/`row` for this: each row is one hook instance.
 */
export function AssociationTable<R extends AssociationRecord>({
  config,
  label,
  empty,
  children,
}: {
  config: AssociationTableConfig<R>;
  label: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <ConfigContext.Provider value={config as unknown as AssociationTableConfig}>
      <DataTable body={AssociationBody} bulkActionButtons={false} rowClick={false} aria-label={label} empty={empty}>
        {children}
        <DataTable.Col label={config.columnLabels.roles} disableSort render={() => <RolesCell />} />
        <DataTable.Col label={config.columnLabels.actions} disableSort render={() => <ActionsCell />} />
      </DataTable>
    </ConfigContext.Provider>
  );
}

function AssociationBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={AssociationRow} />;
}

function AssociationRow(props: DataTableRowProps) {
  const record = useRecordContext<AssociationRecord>() as AssociationRecord;
  const config = useConfig();
  const actions = useAssociationRowActions(config.resource, record, config.labelsOf(record));
  const busy = actions.isUpdating || actions.isRemoving;
  return (
    <RowContext.Provider value={actions}>
      <DataTableRow {...props} aria-busy={busy || undefined} />
    </RowContext.Provider>
  );
}

function RolesCell() {
  const record = useRecordContext<AssociationRecord>() as AssociationRecord;
  const config = useConfig();
  const actions = useRow();
  const rolePickerLabel = config.rolePickerLabel;
  return (
    <RolePicker
      roles={record.roles}
      userLabel={config.labelsOf(record).userLabel}
      ariaLabel={rolePickerLabel && ((roles) => rolePickerLabel(record, roles))}
      onToggle={actions.toggleRole}
      disabled={actions.isUpdating || actions.isRemoving}
      readOnly={!config.controlsOf(record).rolePicker}
    />
  );
}

function ActionsCell() {
  const record = useRecordContext<AssociationRecord>() as AssociationRecord;
  const config = useConfig();
  const actions = useRow();
  const [confirming, setConfirming] = useState(false);
  const busy = actions.isUpdating || actions.isRemoving;
  const removeLabel = config.removeLabel(record);
  const confirm = config.removeConfirm(record);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <RowStatus busy={busy} error={actions.errorMessage} />
      {config.controlsOf(record).remove && (
        <Tooltip title={removeLabel}>
          <span>
            <IconButton size="small" color="error" disabled={busy} aria-label={removeLabel} onClick={() => setConfirming(true)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Confirm
        isOpen={confirming}
        title="orgAssociations.removeTitle"
        content={confirm.content}
        translateOptions={confirm.values}
        confirm="orgAssociations.remove"
        onConfirm={() => {
          setConfirming(false);
          actions.remove();
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
