import { policyAcceptanceSchema, tenantNoteSchema } from '../../domain/schemas/reportingTenant';
import { buildUrl, seg, type HttpClient } from '../http';

/**
 * The reporting service (doc 000 §7 "Reporting service (regional host)"): every call takes the
 * host, which the data provider resolves from the organization's Reporting endpoint (or the
 * configured regional hosts); `{id}` and `{tenantId}` are the organization id.
 */
export function createReportingService(http: HttpClient) {
  const tenant = (host: string, orgId: number, rest = '') => buildUrl(host, `/api/tenants/${seg(orgId)}${rest}`);
  return {
    /** GET /api/tenants/{tenantId}/notes → {customNodes}. */
    getNote: (host: string, orgId: number, signal?: AbortSignal) => http.request(tenant(host, orgId, '/notes'), { schema: tenantNoteSchema, signal }),

    /** PATCH /api/tenants/{tenantId}/notes with {customNodes}. */
    saveNote: (host: string, orgId: number, customNodes: string) =>
      http.request(tenant(host, orgId, '/notes'), { method: 'PATCH', body: { customNodes }, schema: tenantNoteSchema }),

    /** GET /api/tenants/{id}/isPoliciesAccepted: 200 when accepted, an error otherwise. */
    isPoliciesAccepted: (host: string, orgId: number, signal?: AbortSignal) =>
      http.request(tenant(host, orgId, '/isPoliciesAccepted'), { schema: policyAcceptanceSchema, signal }),

    /** PATCH /api/tenants/{id}/acceptPolicies. */
    acceptPolicies: (host: string, orgId: number) => http.request<void>(tenant(host, orgId, '/acceptPolicies'), { method: 'PATCH' }),

    /** DELETE /api/signup/DeleteTenant?organizationId={id}: ends the reporting sign-up. */
    deleteSignup: (host: string, orgId: number) =>
      http.request<void>(buildUrl(host, '/api/signup/DeleteTenant', { organizationId: orgId }), { method: 'DELETE' }),

    /** DELETE /api/tenants/{id}: removes the tenant's reporting data. */
    deleteTenant: (host: string, orgId: number) => http.request<void>(tenant(host, orgId), { method: 'DELETE' }),
  };
}
export type ReportingService = ReturnType<typeof createReportingService>;
