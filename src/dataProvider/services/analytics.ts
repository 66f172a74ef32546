import { authenticationTypeOf, tenantAuthenticationSchema } from '../../domain/schemas/organizationSettings';
import { buildUrl, seg, type HttpClient } from '../http';

/**
 * Tenant authentication type (doc 000 §7 "Other calls", doc 002 §7): read from the analytics API,
 * set on the authentication settings host.
 */
export function createAnalyticsService(http: HttpClient, analyticsUrl: string, authSettingsUrl: string) {
  const settings = (base: string, orgId: number, rest: string) => buildUrl(base, `/api/v1/organizations/${seg(orgId)}/Settings/${rest}`);
  return {
    /** GET {analytics}/api/v1/organizations/{orgId}/Settings/GetTenantAuthenticationType. */
    getAuthenticationType: (orgId: number, signal?: AbortSignal) =>
      http.request(settings(analyticsUrl, orgId, 'GetTenantAuthenticationType'), { schema: tenantAuthenticationSchema, signal }),

    /** PATCH {auth host}/api/v1/organizations/{id}/Settings/SetTenantAuthenticationType/{0 or 1}; 204 is success. */
    setAuthenticationType: (orgId: number, useCertBasedAuth: boolean) =>
      http.request<void>(settings(authSettingsUrl, orgId, `SetTenantAuthenticationType/${authenticationTypeOf(useCertBasedAuth)}`), {
        method: 'PATCH',
      }),
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
