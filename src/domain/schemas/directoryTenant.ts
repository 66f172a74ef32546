/** The directory (Entra ID) tenant of an organization: doc 000 §3 "Directory tenant", §4 "Tenant connection". */
import { z } from 'zod';

/** Directory tenant ids are GUIDs (any version), compared lower-case. */
export const directoryTenantIdSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'Expected a GUID')
  .transform((v) => v.toLowerCase());

export const verifiedDomainSchema = z.object({ domainName: z.string(), isDefault: z.boolean() });
export type VerifiedDomain = z.infer<typeof verifiedDomainSchema>;

/**
 * GET /api/v1.0/organizations/{orgId}/azureTenants: "id, name, verifiedDomains[{domainName,
 * isDefault}], lastUpdatedOnUtc" (doc 000 §3), plus `whitelabelId`: the whitelabel the tenant's
 * application was consented under (null = the vendor's own brand). See isTenantWhitelabelCorrect.
 */
export const directoryTenantSchema = z.object({
  id: z.string(),
  /** "<name>.onmicrosoft.com". */
  name: z.string(),
  verifiedDomains: z.array(verifiedDomainSchema),
  lastUpdatedOnUtc: z.string(),
  whitelabelId: z.number().int().nullable(),
});
export type DirectoryTenant = z.infer<typeof directoryTenantSchema>;

/**
 * Doc 000 §4: "If it is connected but the whitelabel is wrong, assign the organization's whitelabel"
 * (PUT .../whitelabels/{organization.whitelabelId}). Our reading: the whitelabel is wrong when the
 * organization is sold under a whitelabel (whitelabelId not null) and its connected tenant carries a
 * different one. An organization without a whitelabel has nothing to assign: always correct, as is
 * an organization without a tenant (there is nothing to fix until it is connected).
 */
export function isTenantWhitelabelCorrect(
  organization: { whitelabelId: number | null },
  tenant: { whitelabelId: number | null } | null | undefined,
): boolean {
  if (!tenant || organization.whitelabelId === null) return true;
  return tenant.whitelabelId === organization.whitelabelId;
}

/** GET /api/v1.0/azureApplications/preferred: the vendor's application a tenant consents to. */
export const azureApplicationSchema = z.object({
  id: z.string(),
  /** The client_id of the admin-consent redirect. */
  clientId: z.string(),
  displayName: z.string(),
  /** Where the application's public key is fetched next (doc 000 §7 "triggers a public-key fetch"). */
  publicKeyUrl: z.string(),
});
export type AzureApplication = z.infer<typeof azureApplicationSchema>;

/** GET /api/v1.0/azureApplications/cbaClientId: the certificate-based-authentication client. */
export const cbaClientIdSchema = z.object({ clientId: z.string() });

/** GET {publicKeyUrl} of the preferred application: its public signing key (PEM). */
export const applicationPublicKeySchema = z.object({ keyId: z.string(), publicKey: z.string() });
export type ApplicationPublicKey = z.infer<typeof applicationPublicKeySchema>;
