import {
  createOrganizationResponseSchema,
  organizationOptionsSchema,
  type IumOrganizationPatchBody,
} from '../../domain/schemas/organizationSettings';
import { applicationPublicKeySchema, azureApplicationSchema, cbaClientIdSchema, directoryTenantSchema } from '../../domain/schemas/directoryTenant';
import type { CreateOrganizationBody, UpdateManagedOrganizationBody } from '../../domain/validation/organization';
import { buildUrl, seg, type HttpClient } from '../http';

/**
 * The account (organization) service's hierarchy endpoints (doc 000 §7 "Organization service",
 * doc 002 §7 "Account, tenant connection and setup"): one function per endpoint.
 */
export function createOrganizationsService(http: HttpClient, baseUrl: string) {
  const url = (path: string) => buildUrl(baseUrl, path);
  const org = (orgId: number) => `/api/v1.0/organizations/${seg(orgId)}`;
  return {
    /** GET /api/v1.0/organizations/{orgId}/options: name, parentOrganizationName and the two flags. */
    getOptions: (orgId: number, signal?: AbortSignal) => http.request(url(`${org(orgId)}/options`), { schema: organizationOptionsSchema, signal }),

    /** POST /api/v1.0/organizations: a child organization; answers {organizationId}. */
    create: (body: CreateOrganizationBody) =>
      http.request(url('/api/v1.0/organizations'), { method: 'POST', body, schema: createOrganizationResponseSchema }),

    /** PATCH /api/v1.0/organizations/{orgId}/managed: name and each flag's own value. */
    updateManaged: (orgId: number, body: UpdateManagedOrganizationBody) =>
      http.request<void>(url(`${org(orgId)}/managed`), { method: 'PATCH', body }),

    /** PATCH /api/v1.0/ium/organizations/{orgId}: the Config tab's fields. */
    updateIum: (orgId: number, body: IumOrganizationPatchBody) =>
      http.request<void>(url(`/api/v1.0/ium/organizations/${seg(orgId)}`), { method: 'PATCH', body }),

    /** DELETE /api/v1.0/organizations/{orgId}. */
    remove: (orgId: number) => http.request<void>(url(org(orgId)), { method: 'DELETE' }),

    /** GET /api/v1.0/organizations/{orgId}/azureTenants: the connected directory tenant (404 when none). */
    getTenant: (orgId: number, signal?: AbortSignal) => http.request(url(`${org(orgId)}/azureTenants`), { schema: directoryTenantSchema, signal }),

    /** GET /api/v1.0/organizations/{orgId}/azureTenants/resync. */
    resyncTenant: (orgId: number) => http.request<unknown>(url(`${org(orgId)}/azureTenants/resync`)),

    /** POST /api/v1.0/organizations/{orgId}/azureTenants/{tenantId}: connects a consented tenant. */
    connectTenant: (orgId: number, tenantId: string) => http.request<unknown>(url(`${org(orgId)}/azureTenants/${seg(tenantId)}`), { method: 'POST' }),

    /** PUT /api/v1.0/organizations/{orgId}/whitelabels/{whitelabelId}. */
    assignWhitelabel: (orgId: number, whitelabelId: number) =>
      http.request<unknown>(url(`${org(orgId)}/whitelabels/${seg(whitelabelId)}`), { method: 'PUT' }),

    /** GET /api/v1.0/azureApplications/preferred: the application a tenant consents to. */
    getPreferredApplication: (signal?: AbortSignal) =>
      http.request(url('/api/v1.0/azureApplications/preferred'), { schema: azureApplicationSchema, signal }),

    /** The public-key fetch the preferred application's answer triggers (doc 000 §7): GET its publicKeyUrl. */
    getApplicationPublicKey: (publicKeyUrl: string) => http.request(publicKeyUrl, { schema: applicationPublicKeySchema }),

    /** GET /api/v1.0/azureApplications/cbaClientId: the directory client id for certificate-based authentication. */
    getCbaClientId: () => http.request(url('/api/v1.0/azureApplications/cbaClientId'), { schema: cbaClientIdSchema }),
  };
}
export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
