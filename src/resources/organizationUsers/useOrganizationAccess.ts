import { useMemo } from 'react';
import { useAssociations } from '../organizations/hierarchyQueries';
import { accessPath, indexPacked } from '../../components/hierarchy/treeModel';
import { useProfile } from '../../components/useProfile';
import { useAccess } from '../../components/useAccess';
import type { OrganizationAccess, OrganizationRecord } from '../../authProvider/accessNames';
import { PATH_NEEDED } from '../../authProvider/accessRules';

/**
 * Whether the signed-in user may view and manage `orgId` (doc 000 §6): canAccess's show and edit on
 * `organizations` with the organization as record. TMS roles decide without a call; organization
 * administrators need the path from their own organization, read from the tree's answer (the dialog
 * opens over the tree, which holds it: no second request; "Query keys and hooks: one owner" in
 * docs/decisions.md). The sandbox decides again on every call.
 */
export function useOrganizationAccess(orgId: number): { access: OrganizationAccess | undefined; isPending: boolean } {
  const { profile } = useProfile();
  const { verdict, isPending } = useAccess();
  const bare: OrganizationRecord = { id: orgId, organizationType: 5, path: undefined };
  const byRole = verdict({ resource: 'organizations', action: 'show', record: bare });
  const needsPath = !isPending && byRole.reason === PATH_NEEDED;
  // The tree is the signed-in user's (its query key is the profile's).
  const associations = useAssociations(needsPath ? profile : undefined);
  const tree = associations.data?.tree;
  const index = useMemo(() => (tree ? indexPacked(tree) : undefined), [tree]);
  const ask = (record: OrganizationRecord) => ({
    view: verdict({ resource: 'organizations', action: 'show', record }).allowed,
    manage: verdict({ resource: 'organizations', action: 'edit', record }).allowed,
  });
  if (isPending) return { access: undefined, isPending: true };
  if (!needsPath) return { access: ask(bare), isPending: false };
  if (associations.error) return { access: { view: false, manage: false }, isPending: false };
  if (!index) return { access: undefined, isPending: true };
  return { access: ask({ ...bare, path: accessPath(index, orgId) }), isPending: false };
}
