import { organizationGroupListSchema, tenantContactSchema, type TenantContactBody } from '../../domain/schemas/tenantStatus';
import { ApiError } from '../ApiError';
import { buildUrl, seg, type HttpClient } from '../http';

/**
 * Tenant status calls (doc 001 §7 "Tenant status and contact", "Organization groups"): the contact on
 * a regional reporting host, and the group list on the organization service (read only here).
 */
export function createTenantStatusService(http: HttpClient, accountBase: string) {
  const contact = (host: string, orgId: number, rest = '') => buildUrl(host, `/api/v1.0/organizations/${seg(orgId)}/Settings/tenantContact${rest}`);
  return {
    /** GET {regional}/api/v1.0/organizations/{org}/Settings/tenantContact → {id (0: none), name, email, phone, notes}. */
    getContact: (host: string, orgId: number, signal?: AbortSignal) => http.request(contact(host, orgId), { schema: tenantContactSchema, signal }),
    /** POST …/tenantContact with {name, email, phone, notes}: the first save (id 0). */
    createContact: (host: string, orgId: number, body: TenantContactBody) =>
      http.request(contact(host, orgId), { method: 'POST', body, schema: tenantContactSchema }),
    /** PATCH …/tenantContact/{id} with {name, email, phone, notes}. */
    updateContact: (host: string, orgId: number, id: number, body: TenantContactBody) =>
      http.request(contact(host, orgId, `/${seg(id)}`), { method: 'PATCH', body, schema: tenantContactSchema }),
    /**
     * GET /api/v1.0/organizations/{org}/organizationGroupHierarchies. Groups are optional to this
     * page: where the service has no such endpoint (404) or the user may not read groups (403), the list is empty.
     */
    async getGroups(orgId: number, signal?: AbortSignal) {
      try {
        return await http.request(buildUrl(accountBase, `/api/v1.0/organizations/${seg(orgId)}/organizationGroupHierarchies`), { schema: organizationGroupListSchema, signal });
      } catch (e) {
        if (e instanceof ApiError && (e.status === 404 || e.status === 403)) return [];
        throw e;
      }
    },
  };
}
export type TenantStatusService = ReturnType<typeof createTenantStatusService>;
