import type { AppConfig } from '../domain/config';
import { isTenantWhitelabelCorrect, type DirectoryTenant } from '../domain/schemas/directoryTenant';
import { authenticationTypeOnFailure, type OrganizationOptions, type TenantAuthentication } from '../domain/schemas/organizationSettings';
import { REPORTING_ENDPOINT_NAME } from '../domain/status/provisioning';
import { tenantDomainOf } from '../domain/validation/tenantName';
import { ApiError, EndpointMissingError } from './ApiError';
import { appendQuery } from './http';
import { reportingEndpointOf } from './resources/organizationWrites';
import type { Services } from './types';

/** What a tenant connection did (doc 000 §4 "Tenant connection"). */
export interface ConnectTenantResult {
  tenant: DirectoryTenant | null;
  /** The organization's whitelabel was assigned to the tenant afterwards. */
  whitelabelAssigned: boolean;
}

/** The hierarchy page's methods of the data provider. */
export interface HierarchyMethods {
  getOrganizationOptions(orgId: number): Promise<OrganizationOptions>;
  /** The connected directory tenant; null when none is connected (the service answers 404). */
  getDirectoryTenant(orgId: number): Promise<DirectoryTenant | null>;
  resyncTenant(orgId: number): Promise<void>;
  /** Connects a consented tenant, then assigns the organization's whitelabel when the tenant's is wrong. */
  connectTenant(orgId: number, tenantId: string): Promise<ConnectTenantResult>;
  /** PUT …/whitelabels/{the organization's whitelabel}. */
  assignOrganizationWhitelabel(orgId: number): Promise<void>;
  /**
   * The directory's admin-consent address for a tenant name; state = the organization, back to
   * `returnPath` (default /appProvision; the setup wizard passes /{parent}/setup).
   */
  tenantConsentUrl(orgId: number, tenantName: string, returnPath?: string): Promise<string>;
  /** Doc 002 §7: on failure, certificate auth off and blocked. */
  getAuthenticationType(orgId: number): Promise<TenantAuthentication>;
  /** The Reporting endpoint's address, undefined when the organization has none. */
  getReportingEndpoint(orgId: number): Promise<string | undefined>;
  /** Doc 000 §4: accepted only on an HTTP 200; any failure reads as not accepted. */
  isPoliciesAccepted(orgId: number): Promise<boolean>;
  acceptPolicies(orgId: number): Promise<void>;
}

export function createHierarchyMethods(services: Services, config: AppConfig): HierarchyMethods {
  const { account, organizations, reporting, analytics } = services;

  const reportingEndpoint = (orgId: number) => reportingEndpointOf(services, orgId);
  const requireReporting = async (orgId: number) => {
    const host = await reportingEndpoint(orgId);
    if (!host) throw new EndpointMissingError(REPORTING_ENDPOINT_NAME);
    return host;
  };
  const getDirectoryTenant = (orgId: number) =>
    organizations.getTenant(orgId).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 404) return null;
      throw e;
    });
  const assignOrganizationWhitelabel = async (orgId: number) => {
    const org = await account.getOrganization(orgId);
    if (org.whitelabelId === null) return;
    await organizations.assignWhitelabel(orgId, org.whitelabelId);
  };

  return {
    getOrganizationOptions: (orgId) => organizations.getOptions(orgId),

    getDirectoryTenant,
    resyncTenant: async (orgId) => {
      await organizations.resyncTenant(orgId);
    },

    async connectTenant(orgId, tenantId) {
      await organizations.connectTenant(orgId, tenantId);
      const [org, tenant] = await Promise.all([account.getOrganization(orgId), getDirectoryTenant(orgId)]);
      if (isTenantWhitelabelCorrect(org, tenant) || org.whitelabelId === null) return { tenant, whitelabelAssigned: false };
      await organizations.assignWhitelabel(orgId, org.whitelabelId);
      return { tenant: await getDirectoryTenant(orgId), whitelabelAssigned: true };
    },

    assignOrganizationWhitelabel,

    /**
     * Doc 000 §7 / doc 002 §7: the preferred application, whose answer triggers the fetch of its public
     * key, and the directory client id for certificate-based authentication, whose failure is only
     * logged. Our reading (docs/decisions.md "Tenant connection"): an organization with certificate-based
     * authentication consents to the CBA client (the preferred application when that read fails); a
     * public-key failure is logged too (the redirect does not depend on it).
     */
    async tenantConsentUrl(orgId, tenantName, returnPath = '/appProvision') {
      const [app, auth] = await Promise.all([
        organizations.getPreferredApplication(),
        analytics.getAuthenticationType(orgId).catch(() => authenticationTypeOnFailure),
      ]);
      const [, cba] = await Promise.all([
        organizations
          .getApplicationPublicKey(app.publicKeyUrl)
          .catch((e: unknown) => console.warn('Public key of the preferred application not read', e)),
        auth.useCertBasedAuth
          ? organizations.getCbaClientId().catch((e: unknown) => console.warn('cbaClientId not read: consenting to the preferred application', e))
          : undefined,
      ]);
      return appendQuery(config.emulated.consent, {
        tenant: tenantDomainOf(tenantName),
        client_id: cba ? cba.clientId : app.clientId,
        redirect_uri: `${window.location.origin}${returnPath}`,
        state: orgId,
      });
    },

    getAuthenticationType: (orgId) => analytics.getAuthenticationType(orgId).catch(() => authenticationTypeOnFailure),
    getReportingEndpoint: reportingEndpoint,

    async isPoliciesAccepted(orgId) {
      try {
        await reporting.isPoliciesAccepted(await requireReporting(orgId), orgId);
        return true;
      } catch {
        return false;
      }
    },

    acceptPolicies: async (orgId) => reporting.acceptPolicies(await requireReporting(orgId), orgId),
  };
}
