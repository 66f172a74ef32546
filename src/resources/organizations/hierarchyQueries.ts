import { useQuery, useQueryClient, type DataTag, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PackedTree } from '../../dataProvider/associationsTree/packedTree';
import { withDetailKey } from '../../dataProvider/ApiError';
import { useDataProvider, useGetOne } from 'react-admin';
import { isApiError, type AppDataProvider, type TreeAnswer } from '../../dataProvider';
import type { Profile } from '../../domain/profile';
import type { Organization } from '../../domain/schemas/organization';
import { useAccess } from '../../components/useAccess';

/** Query keys of the hierarchy page; writes update or invalidate them (never a page reload). */
export const hierarchyKeys = {
  all: ['hierarchy'] as const,
  /** react-admin's cache entry of the `organizations` record (useGetOne). */
  organization: (orgId: number) => ['organizations', 'getOne', { id: String(orgId) }] as const,
  tenant: (orgId: number) => ['hierarchy', 'tenant', orgId] as const,
  locations: (orgId: number) => ['hierarchy', 'locations', orgId] as const,
  authType: (orgId: number) => ['hierarchy', 'authType', orgId] as const,
  options: (orgId: number) => ['hierarchy', 'options', orgId] as const,
  policy: (orgId: number) => ['hierarchy', 'policy', orgId] as const,
};

/**
 * The tree's two keys are not exported: only `useAssociations` below fills and reads them, and
 * every page that shows the organizations of the tree (tree, groups, boundaries, search, tenant
 * status) reads them through it, so no second reader can expect another shape under them ("Query
 * keys and hooks: one owner" in docs/decisions.md). They carry their data type (DataTag): getQueryData and
 * setQueryData on them are typed. Writes change them through patchAssociationsTrees.
 */
const associationsTreeAll = ['hierarchy', 'associationsTree'] as const;
const associationsTreeKey = (orgId: number, addUsers: boolean) =>
  [...associationsTreeAll, orgId, addUsers] as const as DataTag<readonly ['hierarchy', 'associationsTree', number, boolean], TreeAnswer>;
/** The answer kept in the browser (IndexedDB), read once per visit; writes patch the tree's answer only. */
const keptAssociationsKey = (userId: string, orgId: number, addUsers: boolean) =>
  ['hierarchy', 'keptAssociations', userId, orgId, addUsers] as const as DataTag<
    readonly ['hierarchy', 'keptAssociations', string, number, boolean],
    TreeAnswer | null
  >;

/** After a write to organizations: the change shows in every tree held at once (`update` returns the answer unchanged when it does not apply). */
export function patchAssociationsTrees(queryClient: QueryClient, update: (answer: TreeAnswer) => TreeAnswer | undefined) {
  queryClient.setQueriesData<TreeAnswer>({ queryKey: associationsTreeAll }, (answer) => (answer ? update(answer) : answer));
}

/** …then every tree held is asked for again (the service's order and flags). */
export const refreshAssociationsTrees = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: associationsTreeAll });

/** After a change that touches everything shown of organizations (a tenant connected): every hierarchy read and organization record. */
export function invalidateHierarchy(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: hierarchyKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['organizations'] }),
  ]);
}

/**
 * Whether the tree is read with the users' e-mails, so that its search also finds an organization by
 * one of its users: canAccess's `hierarchy.userSearch` (src/authProvider/accessRules.ts). Part of the
 * tree's query key; refused while the profile loads, as the tree is not read before it.
 */
export function useTreeWantsUsers(): boolean {
  return useAccess().can({ resource: 'hierarchy.userSearch', action: 'list' });
}

/** Statuses after which a kept tree is no longer shown: the user may not see it any more. */
const refusals = [401, 403, 404];

/**
 * The user's own organization and every organization below it that they may view, as the tree's
 * packed answer (for speed). A returning visit shows the answer kept in the browser
 * at once, while the service is asked with its ETag; the answer, when changed, replaces it.
 * `data` is the newest answer held; `isPending` only until there is one; `error` the service's
 * failure (a kept tree stays shown through a network failure, not through a refusal). On a first
 * visit `preview` holds the tree of the first organizations parsed while the rest is still parsing.
 * `addUsers` asks for the answer with the users' e-mails where the tree would not (tenant status's
 * staff filters); it is another answer, under its own key.
 */
export function useAssociations(profile: Profile | undefined, options: { addUsers?: boolean } = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const wantsUsers = useTreeWantsUsers();
  const addUsers = options.addUsers ?? wantsUsers;
  const orgId = profile?.organizationId ?? 0;
  const kept = useQuery({
    queryKey: keptAssociationsKey(profile?.userId ?? '', orgId, addUsers),
    queryFn: () => {
      // The moment the page asks for the tree, for `npm run bench` (bench/tree.ts).
      performance.mark?.('hierarchy:tree-requested');
      return dataProvider
        .getKeptAssociationsTree(orgId, addUsers)
        .catch(() => null)
        .finally(() => performance.mark?.('hierarchy:tree-kept-read'));
    },
    enabled: !!profile,
    staleTime: Infinity,
  });
  const key = associationsTreeKey(orgId, addUsers);
  const [preview, setPreview] = useState<PackedTree | null>(null);
  const fresh = useQuery({
    queryKey: key,
    // Revalidates what is held: the last answer of this visit, else the kept one. On failure,
    // 'Failed to fetch organization structure', then the service's message or, without one, the
    // tree load key organization.getChildren.error.failedToLoad (doc 000 §8).
    queryFn: () =>
      withDetailKey('organization.getChildren.error.failedToLoad', () =>
        dataProvider.getAssociationsTree(orgId, addUsers, queryClient.getQueryData(key) ?? kept.data, setPreview),
      ),
    meta: { errorKey: 'hierarchy.error.failedToFetchStructure' },
    enabled: !!profile && kept.isFetched,
    staleTime: 60_000,
  });
  const refused = isApiError(fresh.error) && refusals.includes(fresh.error.status);
  const data = fresh.data ?? (refused ? undefined : (kept.data ?? undefined));
  return {
    data,
    isPending: !data && !fresh.error,
    /** While pending: the first organizations' tree, shown busy until the whole answer is parsed. */
    preview: !data && !fresh.error ? preview : null,
    error: data ? null : fresh.error,
    /** The tree shown is the kept one, not yet confirmed by the service. */
    isRevalidating: !fresh.data && !!data,
    isFetching: kept.isFetching || fresh.isFetching,
    /** Asks the service again (with the ETag of the answer held). */
    refetch: fresh.refetch,
  };
}

const optional = { staleTime: 30_000 } as const;

/**
 * The read of the organization as the resource `organizations`: its react-admin `meta` is part of the
 * cache key, so an <EditBase> of the organization (the Config tab) that reads with these options
 * shares this entry instead of asking again.
 */
export const organizationReadOptions = { meta: { errorKey: 'organizations.error.failedToLoad' }, ...optional };

/** The cache entry of that read (react-admin's useGetOne key), for a save that answers the organization. */
export const organizationRecordKey = (orgId: number) => ['organizations', 'getOne', { id: String(orgId), meta: organizationReadOptions.meta }];

/** The organization as the resource `organizations` (react-admin's useGetOne). */
export function useOrganization(orgId: number | undefined) {
  return useGetOne<Organization>('organizations', { id: orgId ?? 0 }, { ...organizationReadOptions, enabled: orgId !== undefined });
}

/** The directory tenant, asked for only when the organization has one connected. */
export function useDirectoryTenant(orgId: number | undefined, connected: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: hierarchyKeys.tenant(orgId ?? 0),
    queryFn: () => dataProvider.getDirectoryTenant(orgId!),
    meta: { errorKey: 'hierarchy.overview.tenantFailed' },
    enabled: orgId !== undefined && connected,
    ...optional,
  });
}

export function useServiceLocations(orgId: number | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: hierarchyKeys.locations(orgId ?? 0),
    queryFn: () => dataProvider.getServiceLocations(orgId!),
    meta: { errorKey: 'services.error.failedToLoad' },
    enabled: orgId !== undefined,
    ...optional,
  });
}

/** Never fails: a failed read is "certificate auth off, blocked" (doc 002 §7). */
export function useAuthenticationType(orgId: number | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: hierarchyKeys.authType(orgId ?? 0),
    queryFn: () => dataProvider.getAuthenticationType(orgId!),
    enabled: orgId !== undefined,
    ...optional,
  });
}
