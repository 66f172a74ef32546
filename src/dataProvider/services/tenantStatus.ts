import { tenantContactSchema, type TenantContactBody } from '../../domain/schemas/tenantStatus';
import { buildUrl, seg, type HttpClient } from '../http';

/** Tenant status calls (doc 001 §7 "Tenant status and contact"): the contact on a regional reporting host. */
export function createTenantStatusService(http: HttpClient) {
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
  };
}
export type TenantStatusService = ReturnType<typeof createTenantStatusService>;
