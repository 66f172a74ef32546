import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { hierarchyKeys, treeWantsUsers } from '../../components/hierarchy/hierarchyQueries';
import type { AppDataProvider } from '../../dataProvider';
import { isSpecialStaffMode } from '../../domain/permissions/people';
import type { Profile } from '../../domain/profile';

/** Doc 001 §3 "Organization tree node (filter): id, name, users (list of emails), child organizations". */
export interface OrganizationOption {
  id: number;
  name: string;
  users: string[];
}

/**
 * The filter's options: the organizations the user may view (the hierarchy's associations list,
 * shared with the tree's cache) and the organization groups (GET …/organizationGroupHierarchies;
 * empty where the service has none). In the special staff mode the list carries the users' e-mails,
 * which its two extra filters read.
 */
export function useFilterOptions(profile: Profile) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const staffMode = isSpecialStaffMode(profile);
  const addUsers = treeWantsUsers(profile) || staffMode;
  const associations = useQuery({
    queryKey: hierarchyKeys.associations(profile.organizationId, addUsers),
    queryFn: () => dataProvider.getAssociations(profile.organizationId, addUsers),
    meta: { errorKey: 'hierarchy.error.failedToFetchStructure' },
    staleTime: 60_000,
  });
  const groups = useQuery({
    queryKey: ['tenantOverview', 'groups', profile.organizationId],
    queryFn: ({ signal }) => dataProvider.getOrganizationGroupOptions(profile.organizationId, signal),
    meta: { errorKey: 'groups.error.fetch' },
    staleTime: 60_000,
  });
  const organizations = useMemo<OrganizationOption[]>(
    () => (associations.data ?? []).map((a) => ({ id: a.organizationId, name: a.organizationName, users: a.users ?? [] })),
    [associations.data],
  );
  return { organizations, groups: groups.data ?? noGroups, isPending: associations.isPending, staffMode };
}

const noGroups: never[] = [];

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
