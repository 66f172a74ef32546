import type { AssociationItem } from '../../src/domain/schemas/association';

/**
 * One organization as the associations service answers it: the root (no parent) is of the root
 * type, every other a customer; `rights` gives its parent's view and manage rights (both true
 * unless a test varies them, e.g. by id).
 */
export function associationItem(
  organizationId: number,
  organizationName: string,
  parentId: number | null,
  children: number[] = [],
  users?: string[],
  rights: { parentCanView?: boolean; parentCanManage?: boolean } = {},
): AssociationItem {
  return {
    organizationId,
    organizationName,
    parentId,
    organizationType: parentId === null ? 1 : 5,
    parentCanView: rights.parentCanView ?? true,
    parentCanManage: rights.parentCanManage ?? true,
    children,
    ...(users ? { users } : {}),
  };
}
