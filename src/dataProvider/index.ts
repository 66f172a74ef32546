import type { DataProvider } from 'react-admin';
import type { AppConfig } from '../domain/config';
import type { AvailableRole } from '../domain/roles';
import type { AssociationItem } from '../domain/schemas/association';
import { ApiError } from './ApiError';
import { createHttpClient } from './http';
import { resourceMap as defaultResourceMap } from './resourceMap';
import { crudMethods, type ResourceHandlers } from './resourceHandlers';
import { createAccountService } from './services/account';
import { createAssociationsTreeMethods, type AssociationsTreeMethods } from './associationsTreeMethods';
import type { TreeCache } from './associationsTree/treeCache';
import { createLocationService, type ServiceLocation } from './services/location';
import type { ResourceContext, Services, Session } from './types';
import { createHierarchyMethods, type HierarchyMethods } from './hierarchyMethods';
import { createOrganizationsService } from './services/organizations';
import { createReportingService } from './services/reporting';
import { createDataQueryService } from './services/dataQuery';
import { createTenantStatusService } from './services/tenantStatus';
import type { OrganizationGroupOption } from '../domain/schemas/tenantStatus';
import { createAnalyticsService } from './services/analytics';
import { createPeopleMethods, type PeopleMethods } from './peopleMethods';
import { createUsersService } from './services/users';
import { createIdentityService } from './services/identity';
import { createServiceAccountsService } from './services/serviceAccounts';
import { createCardProviderService } from './services/cardProvider';
import { createDataCollectionMethods, type DataCollectionMethods } from './dataCollectionMethods';
import { createGlobalReaderMethods, type GlobalReaderMethods } from './globalReaderMethods';
import { createSubscriptionsService } from './services/subscriptions';
import { createDpcService, type DpcService } from './services/dpc';
import { createGroupsService } from './services/groups';
import { createContainersService } from './services/containers';
import { createGroupMethods, type GroupMethods } from './groupMethods';
import { createBoundaryPageMethods, type BoundaryPageMethods } from './boundaryPageMethods';
import { createAuditEventsService } from './services/auditEvents';
import { createBoundaryMethods, type BoundaryMethods } from './boundaryMethods';
import { createAlertingService } from './services/alerting';
import { createAlertMethods, type AlertMethods } from './alertMethods';
import { createChangesService } from './services/changes';
import { createChangeMethods, type ChangeMethods } from './changeMethods';

export { ApiError, friendlyText, errorDetail, isApiError, isForbidden } from './ApiError';
export type { Session, Services, ResourceContext } from './types';
export type { TreeAnswer } from './associationsTree/treeCache';

/**
 * Endpoints that are not CRUD, as typed methods (docs/architecture.md, "Calls that are not CRUD are typed methods"): call them with
 * `useDataProvider<AppDataProvider>()` and TanStack Query.
 */
export interface CustomMethods
  extends
    PeopleMethods,
    HierarchyMethods,
    DataCollectionMethods,
    GlobalReaderMethods,
    GroupMethods,
    AssociationsTreeMethods,
    BoundaryPageMethods,
    BoundaryMethods,
    AlertMethods,
    ChangeMethods {
  getRoles(): Promise<AvailableRole[]>;
  getAssociations(orgId: number, addUsers: boolean): Promise<AssociationItem[]>;
  getServiceLocations(orgId: number): Promise<ServiceLocation[]>;
  getDpcEndpoints: DpcService['getDpcEndpoints'];
  provisionDpc: DpcService['provisionDpc'];
  getDpcStatus: DpcService['getDpcStatus'];
  /** The organization groups the tenant status filter offers (empty where the service has none). */
  /**
   * The group list for the tenant status filter. Groups are optional to that page: where the service
   * has no such endpoint (404) or the user may not read groups (403), the list is empty.
   */
  getOrganizationGroupOptions: (orgId: number, signal?: AbortSignal) => Promise<OrganizationGroupOption[]>;
}

export type AppDataProvider = DataProvider & CustomMethods;

/**
 * What a screen may pass as react-admin's `meta` (e.g. `<List queryOptions={{ meta }}>`):
 * `shownStatuses` are the statuses the screen shows itself (a 403 as the no-permission message),
 * so the one error bar does not repeat them; `errorKey` is the screen's own friendly text, where the
 * same resource is read on screens the specification words differently.
 */
export type CrudMeta = {
  shownStatuses?: number[];
  errorKey?: string;
};

/**
 * react-admin's CRUD methods, each dispatched through the resource map (no per-resource branches).
 * A failure carries the resource's friendly key for the one error bar (ApiError.messageKey).
 */
export function crudFromResourceMap(map: Record<string, ResourceHandlers>, ctx: ResourceContext): DataProvider {
  const provider: Record<string, unknown> = { supportAbortSignal: true };
  for (const method of crudMethods) {
    provider[method] = async (resource: string, params: unknown) => {
      const handlers = Object.hasOwn(map, resource) ? map[resource] : undefined;
      const handler = handlers?.[method] as ((p: unknown, c: ResourceContext) => Promise<unknown>) | undefined;
      if (!handler) {
        throw new ApiError({ status: 405, kind: 'http', serverMessage: `${method} is not available for ${resource}` });
      }
      try {
        return await handler(params, ctx);
      } catch (error) {
        const meta = (params as { meta?: CrudMeta } | undefined)?.meta;
        const key = meta?.errorKey ?? handlers?.errorKeys?.[method];
        const shown = meta?.shownStatuses;
        const screenShowsIt = error instanceof ApiError && !!shown?.includes(error.status);
        if (key && error instanceof ApiError && !error.messageKey && !screenShowsIt) error.messageKey = key;
        throw error;
      }
    };
  }
  return provider as unknown as DataProvider;
}

export function createServices(config: AppConfig, session: Session, fetchImpl?: typeof fetch): Services {
  const http = createHttpClient({
    getAccessToken: () => session.getAccessToken(),
    renewAccessToken: session.renewAccessToken ? (stale) => session.renewAccessToken!(stale) : undefined,
    fetch: fetchImpl,
  });
  return {
    account: createAccountService(http, config.services.account),
    location: createLocationService(http, config.services.location),
    organizations: createOrganizationsService(http, config.services.account),
    reporting: createReportingService(http),
    dataQuery: createDataQueryService(http),
    analytics: createAnalyticsService(http, config.services.analytics, config.services.authSettings),
    users: createUsersService(http, config.services.account),
    identity: createIdentityService(http, config.services.identity),
    serviceAccounts: createServiceAccountsService(http, config.services.account),
    cardProvider: createCardProviderService(config.emulated.cardProvider, config.emulated.cardPublishableKey, fetchImpl),
    subscriptions: createSubscriptionsService(http, config.services.account),
    dpc: createDpcService(http, config.services.location),
    groups: createGroupsService(http, config.services.account),
    containers: createContainersService(http, config.services.account, config.services.location),
    tenantStatus: createTenantStatusService(http),
    auditEvents: createAuditEventsService(http, config.services.audit),
    alerting: createAlertingService(http, config.services.alerting),
    changes: createChangesService(http, config.services.changes),
  };
}

export interface DataProviderOptions {
  config: AppConfig;
  session: Session;
  fetch?: typeof fetch;
  resourceMap?: Record<string, ResourceHandlers>;
  /** Where the tree's last answer is kept; the browser's IndexedDB by default. */
  treeCache?: TreeCache;
}

/** Service modules → resource map → custom methods. */
export function createDataProvider({ config, session, fetch, resourceMap, treeCache }: DataProviderOptions): AppDataProvider {
  const services = createServices(config, session, fetch);
  const ctx: ResourceContext = { services, session, config };
  const custom: CustomMethods = {
    ...createHierarchyMethods(services, config),
    ...createPeopleMethods(services, session),
    ...createDataCollectionMethods(services, config, session, fetch),
    ...createGlobalReaderMethods(services, config, fetch),
    ...createGroupMethods(services, session),
    ...createBoundaryMethods(services),
    ...createAssociationsTreeMethods(services, config, session, treeCache),
    ...createBoundaryPageMethods(services),
    ...createAlertMethods(services, session),
    ...createChangeMethods(services),
    getRoles: () => services.account.getRoles(),
    getAssociations: (orgId, addUsers) => services.account.getAssociations(orgId, addUsers),
    getServiceLocations: (orgId) => services.location.getServiceLocations(orgId),
    getDpcEndpoints: (orgId) => services.dpc.getDpcEndpoints(orgId),
    provisionDpc: (endpointUrl, orgId, alias) => services.dpc.provisionDpc(endpointUrl, orgId, alias),
    getDpcStatus: (endpointUrl, orgId) => services.dpc.getDpcStatus(endpointUrl, orgId),
    getOrganizationGroupOptions: (orgId, signal) =>
      services.groups.list(orgId, signal).catch((e: unknown) => {
        if (e instanceof ApiError && (e.status === 404 || e.status === 403)) return [];
        throw e;
      }),
  };
  return { ...crudFromResourceMap(resourceMap ?? defaultResourceMap, ctx), ...custom };
}
