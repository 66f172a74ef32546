import { z } from 'zod';
import { availableRoleSchema } from '../../domain/roles';
import { invoiceListSchema } from '../../domain/schemas/invoice';
import { associationListSchema } from '../../domain/schemas/association';
import { organizationSchema } from '../../domain/schemas/organization';
import { buildUrl, seg, type HttpClient } from '../http';

/** The account (organization) service: one function per endpoint (doc 001 §7, doc 002 §7). */
export function createAccountService(http: HttpClient, baseUrl: string) {
  const url = (path: string) => buildUrl(baseUrl, path);
  return {
    /** GET /api/v1.0/roles: the roles that can be assigned. */
    getRoles: (signal?: AbortSignal) =>
      http.request(url('/api/v1.0/roles'), { schema: z.array(availableRoleSchema), signal }),

    /** GET /api/v1.0/organizations/{org}/billing: the organization's invoices. */
    getInvoices: (orgId: number, signal?: AbortSignal) =>
      http.request(url(`/api/v1.0/organizations/${seg(orgId)}/billing`), { schema: invoiceListSchema, signal }),

    /** GET /api/v1.0/organizations/{org}/associations?addUsers=…: the organization and those below it. */
    getAssociations: (orgId: number, addUsers: boolean, signal?: AbortSignal) =>
      http.request(url(`/api/v1.0/organizations/${seg(orgId)}/associations`), {
        query: { addUsers },
        schema: associationListSchema,
        signal,
      }),

    /** GET /api/v1.0/organizations/{org}. */
    getOrganization: (orgId: number, signal?: AbortSignal) =>
      http.request(url(`/api/v1.0/organizations/${seg(orgId)}`), { schema: organizationSchema, signal }),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
