import type { DataProvider } from 'react-admin';
import type { DpcService } from './services/dpc';
import type { SubscriptionsService } from './services/subscriptions';
import type { AppConfig } from '../domain/config';
import type { Profile } from '../domain/profile';
import type { AccountService } from './services/account';
import type { LocationService } from './services/location';
import type { OrganizationsService } from './services/organizations';
import type { ReportingService } from './services/reporting';
import type { AnalyticsService } from './services/analytics';
import type { UsersService } from './services/users';
import type { IdentityService } from './services/identity';
import type { ServiceAccountsService } from './services/serviceAccounts';
import type { CardProviderService } from './services/cardProvider';
import type { DataQueryService } from './services/dataQuery';
import type { GroupsService } from './services/groups';
import type { ContainersService } from './services/containers';
import type { TenantStatusService } from './services/tenantStatus';
import type { AlertingService } from './services/alerting';
import type { ChangesService } from './services/changes';

/** What the data layer needs from the signed-in session. */
export interface Session {
  /** The access token for the Authorization header; null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** After a 401 for `stale`: a renewed token to send the request with once more, or null (then the 401 stands). */
  renewAccessToken?(stale: string): Promise<string | null>;
  /** The signed-in user's profile; rejects (as a 401 ApiError) when signed out. */
  getProfile(): Promise<Profile>;
}

/** Every backend service module, built over one HttpClient. */
export interface Services {
  account: AccountService;
  location: LocationService;
  /** The account service's hierarchy endpoints. */
  organizations: OrganizationsService;
  /** The reporting service; each call takes its regional host. */
  reporting: ReportingService;
  /** The universal data query; each call takes its regional host. */
  dataQuery: DataQueryService;
  /** Analytics settings and the authentication settings host. */
  analytics: AnalyticsService;
  users: UsersService;
  identity: IdentityService;
  serviceAccounts: ServiceAccountsService;
  /** The card payment provider (config.emulated.cardProvider), not one of our services. */
  cardProvider: CardProviderService;
  /** Subscriptions and trials on the account service. */
  subscriptions: SubscriptionsService;
  /** DPC regions (location service, product 3) and provisioning. */
  dpc: DpcService;
  /** Organization groups on the account service. */
  groups: GroupsService;
  /** Virtual boundaries on the account service and their provisioning check. */
  containers: ContainersService;
  /** Tenant contact (regional) and the group list of the tenant status filter. */
  tenantStatus: TenantStatusService;
  /** The audit log, ra-data-simple-rest's provider over the audit service. */
  auditEvents: DataProvider;
  /** The alerting service (doc 002 §7 "Alerting"). */
  alerting: AlertingService;
  /** Change jobs: plans, jobs, approval, results and undo. */
  changes: ChangesService;
}

/** What a resource handler may use. */
export interface ResourceContext {
  services: Services;
  session: Session;
  /** The service URLs (e.g. the regional hosts a deletion falls back to). */
  config: AppConfig;
}
