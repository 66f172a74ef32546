/**
 * Pure updates of the cached associations list after a write, so the tree changes at once
 * without a page reload (doc 002 §4 "Organization tree": "Creating a child adds a node. Updating a
 * child changes its name and parent view/manage flags").
 */
import type { AssociationItem } from '../../domain/schemas/association';
import { packTree, unpackTree } from '../../dataProvider/associationsTree/packedTree';
import type { TreeAnswer } from '../../dataProvider/associationsTree/treeCache';

/**
 * Applies a list update to the tree query's packed answer (unpack, update, pack: O(n), once per
 * write). The changed answer has no ETag any more (it is not what the service sent), so the next
 * read asks for the whole answer.
 */
function patched(answer: TreeAnswer | undefined, update: (list: AssociationItem[]) => AssociationItem[] | undefined): TreeAnswer | undefined {
  if (!answer) return answer;
  const list = unpackTree(answer.tree);
  const next = update(list);
  return next === list || !next ? answer : { tree: packTree(next), etag: null };
}

export const addChild = (answer: TreeAnswer | undefined, child: AssociationItem) => patched(answer, (l) => addChildToList(l, child));
export const updateOrganization = (
  answer: TreeAnswer | undefined,
  id: number,
  patch: Partial<Pick<AssociationItem, 'organizationName' | 'parentCanView' | 'parentCanManage'>>,
) => patched(answer, (l) => updateOrganizationInList(l, id, patch));
export const removeOrganization = (answer: TreeAnswer | undefined, id: number) => patched(answer, (l) => removeOrganizationFromList(l, id));

/** Adds a new child under its parent (last among its siblings until the next refetch sorts it). */
export function addChildToList(list: readonly AssociationItem[] | undefined, child: AssociationItem): AssociationItem[] | undefined {
  if (!list || child.parentId === null) return list as AssociationItem[] | undefined;
  const at = list.findIndex((i) => i.organizationId === child.parentId);
  if (at < 0 || list.some((i) => i.organizationId === child.organizationId)) return list as AssociationItem[];
  const parent = { ...list[at], children: [...list[at].children, child.organizationId] };
  // After the parent's last descendant, so the list stays parents-before-children, depth first.
  let end = at + 1;
  const below = new Set([parent.organizationId]);
  while (end < list.length && list[end].parentId !== null && below.has(list[end].parentId!)) below.add(list[end++].organizationId);
  return [...list.slice(0, at), parent, ...list.slice(at + 1, end), child, ...list.slice(end)];
}

/** Changes an organization's name and flags. */
export function updateOrganizationInList(
  list: readonly AssociationItem[] | undefined,
  id: number,
  patch: Partial<Pick<AssociationItem, 'organizationName' | 'parentCanView' | 'parentCanManage'>>,
): AssociationItem[] | undefined {
  if (!list) return list;
  return list.map((i) => (i.organizationId === id ? { ...i, ...patch } : i));
}

/** Removes a (childless) organization and its id from its parent's children. */
export function removeOrganizationFromList(list: readonly AssociationItem[] | undefined, id: number): AssociationItem[] | undefined {
  if (!list) return list;
  return list
    .filter((i) => i.organizationId !== id)
    .map((i) => (i.children.includes(id) ? { ...i, children: i.children.filter((c) => c !== id) } : i));
}
