import { useMemo } from 'react';
import { useCanAccess, useGetList } from 'react-admin';
import { useAssociations } from '../../resources/organizations/hierarchyQueries';
import type { Profile } from '../../domain/profile';
import type { UserListItem } from '../../domain/schemas/user';
import { searchOrganizations } from './organizationSearch';
import { userDisplayText } from '../../domain/userDisplayText';

/** Time between the last keystroke and the search (the organizations are searched in the page, the users by the service). */
export const SEARCH_DEBOUNCE_MS = 200;
const LIMIT = 8;
const USER_LIMIT = 5;

export interface SearchOption {
  kind: 'organization' | 'user';
  /** The organization id, or the user's id (as in /internaluser/{id}). */
  id: string;
  label: string;
  detail: string | null;
}

/**
 * What the signed-in user may find, as the sandbox answers it for them:
 * organizations from the tree the hierarchy holds (the associations answer, kept and revalidated,
 * never downloaded again just for this), for the roles that open the hierarchy; internal users from
 * the users endpoint's own search, for the roles that may list them.
 */
export function useSearchResults(profile: Profile, query: string) {
  const { canAccess: orgsAllowed = false } = useCanAccess({ resource: 'hierarchy', action: 'list' });
  const { canAccess: usersAllowed = false } = useCanAccess({ resource: 'users', action: 'list' });
  const associations = useAssociations(orgsAllowed ? profile : undefined);
  const tree = associations.data?.tree;
  const text = query.trim();
  const organizations = useMemo(() => (tree && text ? searchOrganizations(tree, text, LIMIT) : []), [tree, text]);
  const users = useGetList<UserListItem>(
    'users',
    { filter: { q: text }, pagination: { page: 1, perPage: USER_LIMIT }, sort: { field: 'name', order: 'ASC' } },
    { enabled: usersAllowed && text !== '', placeholderData: (previous) => previous },
  );
  const options: SearchOption[] = [
    ...organizations.map((o): SearchOption => ({ kind: 'organization', id: String(o.id), label: o.name, detail: o.parentName })),
    ...(usersAllowed && text ? (users.data ?? []) : []).map((u): SearchOption => ({
      kind: 'user',
      id: String(u.id),
      label: userDisplayText(u),
      detail: u.email,
    })),
  ];
  const loading = (orgsAllowed && associations.isPending) || (usersAllowed && text !== '' && users.isFetching && !users.data);
  return { options, loading, searchesUsers: usersAllowed, searchesOrganizations: orgsAllowed };
}
