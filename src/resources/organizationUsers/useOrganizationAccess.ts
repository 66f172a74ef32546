import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useProfile } from '../../components/useProfile';
import type { AppDataProvider } from '../../dataProvider';
import {
  organizationAccess,
  organizationAccessByRole,
  type OrganizationAccess,
  type OrganizationLink,
} from '../../domain/permissions/organizationAccess';
import type { AssociationItem } from '../../domain/schemas/association';

/** The path from the list's first organization (the user's own) down to `orgId`; [] when not in the list. */
export function pathTo(items: readonly AssociationItem[], orgId: number): OrganizationLink[] {
  const byId = new Map(items.map((i) => [i.organizationId, i]));
  const path: OrganizationLink[] = [];
  for (let item = byId.get(orgId); item; item = item.parentId === null ? undefined : byId.get(item.parentId)) {
    path.unshift({
      id: item.organizationId,
      parentId: item.parentId,
      organizationType: item.organizationType,
      parentCanView: item.parentCanView,
      parentCanManage: item.parentCanManage,
    });
    if (path.length > items.length) break;
  }
  return path;
}

/**
 * Whether the signed-in user may view and manage `orgId` (doc 000 §6, domain organizationAccess).
 * TMS roles decide without a call; organization administrators need the path from their own
 * organization, read from the associations below it. The sandbox decides again on every call.
 */
export function useOrganizationAccess(orgId: number): { access: OrganizationAccess | undefined; isPending: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { profile } = useProfile();
  const byRole = profile ? organizationAccessByRole(profile) : undefined;
  const needsPath = Boolean(profile) && byRole === undefined;
  const { data, isPending, isError } = useQuery({
    queryKey: ['manageAssociations', 'associations', profile?.organizationId],
    queryFn: () => dataProvider.getAssociations(profile!.organizationId, false),
    enabled: needsPath,
    staleTime: 60_000,
  });
  if (!profile) return { access: undefined, isPending: true };
  if (byRole) return { access: byRole, isPending: false };
  if (isError) return { access: { view: false, manage: false }, isPending: false };
  if (isPending || !data) return { access: undefined, isPending: true };
  return { access: organizationAccess(profile, pathTo(data, orgId)), isPending: false };
}
