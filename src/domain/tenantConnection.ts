/**
 * What the tenant connection landing (/appProvision) hands the hierarchy page, in the navigation
 * state (never in the address): the outcome and what the message bar needs.
 */
export type TenantConnectionOutcome =
  | { outcome: 'connected'; whitelabelAssigned: boolean }
  /** The directory refused (the consent page's error): only the first line of its description. */
  | { outcome: 'authorizationFailed'; detail: string }
  /** Connecting the consented tenant failed: the service's message, and the tenant to retry with. */
  | { outcome: 'connectFailed'; detail: string; tenantId?: string };

export interface ConnectCallback {
  orgId: number | undefined;
  tenantId?: string;
  error?: string;
  errorDescription?: string;
}

/** Doc 002 §8: "only the text before the first line break of the description is kept". */
export function firstLine(text: string | null | undefined): string {
  return (text ?? '').split(/\r\n|\r|\n/)[0].trim();
}

/**
 * Reads the return of the directory's consent redirect (doc 001 §7: tenant, state, error,
 * error_description). The organization is the state, else `fallbackOrgId` (doc 002 §2: "the
 * organization id comes from state, the path, or the profile").
 */
export function readConnectCallback(search: string, fallbackOrgId: number | undefined): ConnectCallback {
  const q = new URLSearchParams(search);
  const state = q.get('state') ?? '';
  const orgId = /^[1-9]\d{0,15}$/.test(state) ? Number(state) : fallbackOrgId;
  const out: ConnectCallback = { orgId };
  const tenant = q.get('tenant');
  if (tenant) out.tenantId = tenant;
  const error = q.get('error');
  if (error) {
    out.error = error;
    out.errorDescription = firstLine(q.get('error_description')) || error;
  }
  return out;
}
