import { useMemo } from 'react';
import { useAssociations } from '../organizations/hierarchyQueries';
import { accessPath, indexPacked } from '../../components/hierarchy/treeModel';
import { useProfile } from '../../components/useProfile';
import { organizationAccess, organizationAccessByRole, type OrganizationAccess } from '../../domain/permissions/organizationAccess';

/**
 * Whether the signed-in user may view and manage `orgId` (doc 000 §6, domain organizationAccess).
 * TMS roles decide without a call; organization administrators need the path from their own
 * organization, read from the tree's answer (the dialog opens over the tree, which holds it: no
 * second request; "Query keys and hooks: one owner" in docs/decisions.md). The sandbox decides again on
 * every call.
 */
export function useOrganizationAccess(orgId: number): { access: OrganizationAccess | undefined; isPending: boolean } {
  const { profile } = useProfile();
  const byRole = profile ? organizationAccessByRole(profile) : undefined;
  const needsPath = Boolean(profile) && byRole === undefined;
  const associations = useAssociations(needsPath ? profile : undefined);
  const tree = associations.data?.tree;
  const index = useMemo(() => (tree ? indexPacked(tree) : undefined), [tree]);
  if (!profile) return { access: undefined, isPending: true };
  if (byRole) return { access: byRole, isPending: false };
  if (associations.error) return { access: { view: false, manage: false }, isPending: false };
  if (!index) return { access: undefined, isPending: true };
  return { access: organizationAccess(profile, accessPath(index, orgId)), isPending: false };
}
