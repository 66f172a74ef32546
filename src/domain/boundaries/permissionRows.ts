/**
 * Check permissions (doc 002 §2 "Check permissions panel", §3 "Permission row"): the effective
 * permissions of one user, built from GET …/organizations/{org}/users/{userId}/novaContainerUsers.
 * One row per boundary, data source and allowed field; a data source whose allowedFields is empty
 * ("empty means all fields", §3) gives one row whose fieldName is `allFieldsLabel` ("All Fields").
 * A boundary without data sources grants no field and gives no row (our reading: docs/decisions.md).
 */
import type { NovaContainerUser } from '../schemas/container';

export interface PermissionRow {
  fieldName: string;
  /** The boundary's name. */
  boundary: string;
  /** The data source's name as the service writes it (e.g. azure_users). */
  dataSource: string;
  anonymous: boolean;
}

/** Doc 002 §2: the permissions table's and its CSV's columns, in order. */
export const PERMISSION_CSV_COLUMNS = ['fieldName', 'boundary', 'dataSource', 'anonymous'] as const;

export function permissionRows(containers: readonly NovaContainerUser[], allFieldsLabel: string): PermissionRow[] {
  const rows: PermissionRow[] = [];
  for (const c of containers) {
    for (const source of c.datasources) {
      const fields = source.allowedFields.length > 0 ? source.allowedFields : [allFieldsLabel];
      for (const fieldName of fields) rows.push({ fieldName, boundary: c.name, dataSource: source.datasource, anonymous: c.anonymous });
    }
  }
  return rows;
}
