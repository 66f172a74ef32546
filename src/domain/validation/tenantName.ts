/** Doc 000 §5, doc 001 §5, doc 002 §5: the directory tenant name typed to connect a tenant. */
import { z } from 'zod';
import { addIssues, msg, REQUIRED_KEY, type ValidationMessage } from './messages';

/** Doc 000 §9: "The tenant suffix is .onmicrosoft.com." */
export const TENANT_SUFFIX = '.onmicrosoft.com';
export const TENANT_NAME_INVALID_KEY = 'userPage.tenantNameInvalid';
/**
 * The setup wizard's rule allows hyphens, Connect tenant's does not; both name the one key
 * userPage.tenantNameInvalid, so the wizard asks for its i18next context variant
 * (`userPage.tenantNameInvalid_setup`), whose text names hyphens too.
 */
export const SETUP_TENANT_NAME_CONTEXT = 'setup';

/** Doc 001 §5: 'The suffix ".onmicrosoft.com" is stripped when typed' (any letter case; spaces trimmed). */
export function stripTenantSuffix(typed: string | null | undefined): string {
  const value = (typed ?? '').trim();
  return value.toLowerCase().endsWith(TENANT_SUFFIX) ? value.slice(0, -TENANT_SUFFIX.length) : value;
}

/** The full directory domain of a tenant name: "<name>.onmicrosoft.com" (doc 002 §5: ".onmicrosoft.com is appended"). */
export function tenantDomainOf(name: string): string {
  return `${stripTenantSuffix(name)}${TENANT_SUFFIX}`;
}

const connectPattern = /^[A-Za-z0-9]+$/;
const setupPattern = /^[A-Za-z0-9-]+$/;

/**
 * Connect (doc 000 §5, doc 001 §5): "letters and digits only. The '.onmicrosoft.com' suffix is
 * stripped, otherwise the message userPage.tenantNameInvalid appears." Empty → required.
 */
export function connectTenantNameMessage(typed: string | null | undefined): ValidationMessage | undefined {
  const name = stripTenantSuffix(typed);
  if (name === '') return msg(REQUIRED_KEY);
  return connectPattern.test(name) ? undefined : msg(TENANT_NAME_INVALID_KEY);
}

/**
 * Setup wizard (doc 002 §5): "letters, digits and hyphens only, else the tenant name is invalid
 * message; .onmicrosoft.com is appended. Required in the wizard."
 */
export function setupTenantNameMessage(typed: string | null | undefined): ValidationMessage | undefined {
  const name = stripTenantSuffix(typed);
  if (name === '') return msg(REQUIRED_KEY);
  return setupPattern.test(name) ? undefined : msg(TENANT_NAME_INVALID_KEY, { context: SETUP_TENANT_NAME_CONTEXT });
}

export const isValidConnectTenantName = (typed: string | null | undefined) => !connectTenantNameMessage(typed);
export const isValidSetupTenantName = (typed: string | null | undefined) => !setupTenantNameMessage(typed);

export const connectTenantNameSchema = z.string().superRefine((v, ctx) => {
  const m = connectTenantNameMessage(v);
  if (m) addIssues(ctx, [m]);
});
export const setupTenantNameSchema = z.string().superRefine((v, ctx) => {
  const m = setupTenantNameMessage(v);
  if (m) addIssues(ctx, [m]);
});

/** Doc 000 §3 directory tenant: verifiedDomains[{domainName, isDefault}]. */
export function defaultVerifiedDomain(
  verifiedDomains: readonly { domainName: string; isDefault?: boolean }[] | null | undefined,
): string | undefined {
  return verifiedDomains?.find((d) => d.isDefault)?.domainName;
}

/**
 * The tenant name a connect uses: doc 000 §5 "If the tenant is already connected, the default
 * verified domain is used"; otherwise the typed name without its suffix.
 */
export function tenantNameForConnect(
  typed: string | null | undefined,
  connectedTenant?: { verifiedDomains?: readonly { domainName: string; isDefault?: boolean }[] } | null,
): string {
  return defaultVerifiedDomain(connectedTenant?.verifiedDomains) ?? stripTenantSuffix(typed);
}

/** The Connect tenant dialog's form (doc 000 §5, doc 001 §5). */
export const connectTenantFormSchema = z.object({ tenantName: connectTenantNameSchema });
/** The setup wizard's connect step (doc 002 §5). */
export const setupTenantFormSchema = z.object({ tenantName: setupTenantNameSchema });
export interface TenantNameFormValues {
  tenantName: string;
}
