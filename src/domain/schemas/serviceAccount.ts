/**
 * Doc 001 §3 "Service account" and §7 "Service accounts": the list, create and update payloads and
 * the public key the browser encrypts the secret with (RSA, PKCS#1 v1.5, base64; never in clear).
 */
import { z } from 'zod';
import { safeText } from '../validation/text';
import { recordIdSchema } from './ids';

/** Our states (the spec names a state and a status reason without values): checked by the sandbox at once. */
export const ServiceAccountState = { Pending: 0, Active: 1, Failed: 2 } as const;
export type ServiceAccountState = (typeof ServiceAccountState)[keyof typeof ServiceAccountState];
export const serviceAccountStateLabelKey: Record<ServiceAccountState, string> = {
  0: 'serviceAccounts.state.pending',
  1: 'serviceAccounts.state.active',
  2: 'serviceAccounts.state.failed',
};

/**
 * A service account as GET /api/v1.0/organizations/{org}/user/serviceAccounts lists it. The secret
 * never comes back. `productId` is the account type (1 reporting, 3 management: AccountType).
 */
export const serviceAccountSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  identifier: z.string(),
  userName: z.string(),
  productId: z.number().int(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  statusReason: z.string().nullable(),
  lastUpdated: z.string(),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;
export const serviceAccountListSchema = z.array(serviceAccountSchema);

/** base64 text only (what jsencrypt answers), at most what a 4096-bit key produces. */
const encryptedSecret = z
  .string()
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Expected base64 text')
  .max(1024);

/**
 * POST …/user/serviceAccounts: "userName, identifier, secret, productId"; `secret` is the password
 * encrypted with the public key (RSA PKCS#1 v1.5) and base64 encoded. The answer is `{id}` (201).
 * The names keep to the rule for stored text (validation/text.ts); the sandbox checks the rest
 * with serviceAccountMessages.
 */
export const serviceAccountCreateBodySchema = z
  .object({
    userName: safeText().max(320),
    identifier: safeText().max(200),
    secret: encryptedSecret,
    productId: z.number().int(),
  })
  .strict();
export type ServiceAccountCreateBody = z.infer<typeof serviceAccountCreateBodySchema>;

/** PATCH /api/v1.0/serviceAccounts/{id}: the same fields; without `secret` the stored one is kept. */
export const serviceAccountUpdateBodySchema = serviceAccountCreateBodySchema.extend({ secret: encryptedSecret.optional() }).strict();
export type ServiceAccountUpdateBody = z.infer<typeof serviceAccountUpdateBodySchema>;

export const serviceAccountCreatedSchema = z.object({ id: z.number().int() });

/** GET /api/v1.1/serviceAccounts/encryptionPublicKey: the RSA public key as PEM (SPKI, "BEGIN PUBLIC KEY"). */
export const encryptionPublicKeySchema = z.object({ publicKey: z.string() });
export type EncryptionPublicKey = z.infer<typeof encryptionPublicKeySchema>;

export const serviceAccountIdParamsSchema = z.object({ serviceAccountId: recordIdSchema }).strict();
