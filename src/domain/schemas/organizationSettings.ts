/**
 * Payloads of the organization service's hierarchy calls (doc 000 §3 and §7, doc 002 §7) that are
 * not the Organization entity itself. The create and managed-edit bodies live with their rules in
 * validation/organization.ts (createOrganizationBodySchema, updateManagedOrganizationBodySchema).
 */
import { z } from 'zod';
import { safeText } from '../validation/text';

/** GET /api/v1.0/organizations/{orgId}/options: "name, parentOrganizationName, parentCanView, parentCanManage". */
export const organizationOptionsSchema = z.object({
  name: z.string(),
  /** Null for the root organization, which has no parent. */
  parentOrganizationName: z.string().nullable(),
  parentCanView: z.boolean(),
  parentCanManage: z.boolean(),
});
export type OrganizationOptions = z.infer<typeof organizationOptionsSchema>;

/** Answer of POST /api/v1.0/organizations (201). */
export const createOrganizationResponseSchema = z.object({ organizationId: z.number().int().positive() });
export type CreateOrganizationResponse = z.infer<typeof createOrganizationResponseSchema>;

/**
 * Billing texts of the Config tab: trimmed, at most 100 characters; empty means none (null). They keep
 * to the rule for stored text (validation/text.ts).
 */
export const BILLING_TEXT_MAX_LENGTH = 100;
const billingText = safeText()
  .trim()
  .max(BILLING_TEXT_MAX_LENGTH)
  .nullable()
  .transform((v) => (v === '' ? null : v));

/**
 * PATCH /api/v1.0/ium/organizations/{orgId} (doc 000 §7 "the edit-form data"; the Config tab of §2):
 * paymentType (0 None, 1 Stripe, 2 Fast Spring, 3 Invoice, 4 Arrears), externalBillingId,
 * whitelabelId, customerReference, status (0 Enabled, 1 Disabled), parentCanView, parentCanManage.
 * Every field is optional (send the whole form or only what changed); at least one is required.
 * TMS admin only (canEditConfig).
 */
export const iumOrganizationPatchBodySchema = z
  .object({
    paymentType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    externalBillingId: billingText,
    whitelabelId: z.number().int().min(0).max(2_147_483_647).nullable(),
    customerReference: billingText,
    status: z.union([z.literal(0), z.literal(1)]),
    parentCanView: z.boolean(),
    parentCanManage: z.boolean(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });
export type IumOrganizationPatchBody = z.input<typeof iumOrganizationPatchBodySchema>;

/** Doc 002 §9: "Auth type values 0 (default) and 1 (certificate)." */
export const AuthenticationType = { Default: 0, Certificate: 1 } as const;
export type AuthenticationType = (typeof AuthenticationType)[keyof typeof AuthenticationType];

/**
 * GET {analytics}/api/v1/organizations/{orgId}/Settings/GetTenantAuthenticationType. The same
 * shape as Organization.authentication; doc 002 §7: "on failure certificate auth off and blocked true"
 * (authenticationTypeOnFailure).
 */
export const tenantAuthenticationSchema = z.object({
  useCertBasedAuth: z.boolean(),
  isBlocked: z.boolean(),
});
export type TenantAuthentication = z.infer<typeof tenantAuthenticationSchema>;
export const authenticationTypeOnFailure: TenantAuthentication = { useCertBasedAuth: false, isBlocked: true };

/** The path value of SetTenantAuthenticationType/{0 or 1}: "1 when certificate-based". */
export const authenticationTypeOf = (useCertBasedAuth: boolean): AuthenticationType =>
  useCertBasedAuth ? AuthenticationType.Certificate : AuthenticationType.Default;
