import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useAssociations, useTreeWantsUsers } from '../../resources/organizations/hierarchyQueries';
import type { AppDataProvider } from '../../dataProvider';
import { nameAt, usersAt, type PackedTree } from '../../dataProvider/associationsTree/packedTree';
import { useStaffMode } from './useRegionTabs';
import type { Profile } from '../../domain/profile';

/** Doc 001 §3 "Organization tree node (filter): id, name, users (list of emails), child organizations". */
export interface OrganizationOption {
  id: number;
  name: string;
  users: string[];
}

/**
 * The filter's options: the organizations the user may view and the organization groups (GET
 * …/organizationGroupHierarchies; empty where the service has none). In the special staff mode the
 * list carries the users' e-mails, which its two extra filters read.
 *
 * The organizations are the tree's own answer, read through `useAssociations` (its one owner), not
 * a query of this page: it is the same GET …/associations, so a user coming from the tree makes no
 * second request, a returning user sees the options kept in the browser at once, 100,000
 * organizations are parsed off the page's thread, and an organization added, renamed or deleted in
 * the tree is already right here ("Query keys and hooks: one owner" in docs/decisions.md).
 */
export function useFilterOptions(profile: Profile) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const staffMode = useStaffMode();
  const associations = useAssociations(profile, { addUsers: useFilterOptionsWantUsers(staffMode) });
  const groups = useQuery({
    queryKey: ['tenantOverview', 'groups', profile.organizationId],
    queryFn: ({ signal }) => dataProvider.getOrganizationGroupOptions(profile.organizationId, signal),
    // An organization's groups read outside the Groups page: doc 001 §8's key organizations.error.failedGroupLoad.
    meta: { errorKey: 'organizations.error.failedGroupLoad' },
    staleTime: 60_000,
  });
  const tree = associations.data?.tree;
  const organizations = useMemo(() => (tree ? organizationOptions(tree) : noOrganizations), [tree]);
  return { organizations, groups: groups.data ?? noGroups, isPending: associations.isPending, staffMode };
}

/** Which answer of the tree the options read (with the users' e-mails or not): a page reading the same organizations asks for the same one. */
export function useFilterOptionsWantUsers(staffMode: boolean): boolean {
  return useTreeWantsUsers() || staffMode;
}

const noGroups: never[] = [];
const noOrganizations: OrganizationOption[] = [];

/** The tree's organizations in its order (parents before children). */
export function organizationOptions(tree: PackedTree): OrganizationOption[] {
  const out: OrganizationOption[] = new Array(tree.count);
  for (let i = 0; i < tree.count; i++) out[i] = { id: tree.ids[i], name: nameAt(tree, i), users: usersAt(tree, i) };
  return out;
}

/** Our reading of the staff domain (doc 001 §2.2 "an only-staff-domain users filter"): the signed-in user's e-mail domain. */
export const staffDomainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * The special staff mode's two filters over the organization options: "Not associated user" keeps
 * organizations without any user; the staff-domain filter keeps those whose users all have the staff
 * domain (and at least one user).
 */
export function filterStaffOptions(options: readonly OrganizationOption[], notAssociated: boolean, onlyStaff: boolean, staffDomain: string) {
  if (!notAssociated && !onlyStaff) return options;
  const staff = (e: string) => e.toLowerCase().endsWith(`@${staffDomain}`);
  return options.filter((o) => (notAssociated && o.users.length === 0) || (onlyStaff && o.users.length > 0 && o.users.every(staff)));
}
