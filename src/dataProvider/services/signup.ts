import { signupStatusSchema, type InitTenantBody } from '../../domain/schemas/dataCollection';
import { buildUrl, seg, type HttpClient } from '../http';

/**
 * The reporting service's sign-up and global reader calls (doc 000 §7; docs/api.md "Data collection, global reader, demo data, jobs (sandbox routes)"). Every
 * call takes the regional reporting host; `organizationId`/`{id}` is the organization id.
 */
export function createSignupService(http: HttpClient) {
  return {
    /** GET /api/Signup/Status?organizationId={id}. */
    status: (host: string, orgId: number, signal?: AbortSignal) =>
      http.request(buildUrl(host, '/api/Signup/Status', { organizationId: orgId }), { schema: signupStatusSchema, signal }),

    /** POST /api/Signup/InitTenant?userId&organizationId with {region}: 202 with the running status. */
    initTenant: (host: string, orgId: number, userId: string, body: InitTenantBody) =>
      http.request(buildUrl(host, '/api/Signup/InitTenant', { userId, organizationId: orgId }), {
        method: 'POST',
        body,
        schema: signupStatusSchema,
      }),

    /** DELETE /api/Signup/DeleteTenant?organizationId={id}: deprovision (doc 000 §4). */
    deprovision: (host: string, orgId: number) =>
      http.request<void>(buildUrl(host, '/api/Signup/DeleteTenant', { organizationId: orgId }), { method: 'DELETE' }),

    /** POST /api/Signup/SetHold?hold&organizationId: 200 with the new status. */
    setHold: (host: string, orgId: number, hold: boolean) =>
      http.request(buildUrl(host, '/api/Signup/SetHold', { hold: String(hold), organizationId: orgId }), {
        method: 'POST',
        schema: signupStatusSchema,
      }),

    /** GET /api/tenants/{id}/isGlobalReaderAssigned → true/false; 424 without the graph permission. */
    isGlobalReaderAssigned: (host: string, orgId: number) =>
      http.request<boolean>(buildUrl(host, `/api/tenants/${seg(orgId)}/isGlobalReaderAssigned`)),
  };
}
export type SignupService = ReturnType<typeof createSignupService>;
