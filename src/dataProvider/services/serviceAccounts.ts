import { z } from 'zod';
import { directoryTenantSchema } from '../../domain/schemas/directoryTenant';
import {
  encryptionPublicKeySchema,
  serviceAccountCreatedSchema,
  serviceAccountListSchema,
  type ServiceAccountCreateBody,
  type ServiceAccountUpdateBody,
} from '../../domain/schemas/serviceAccount';
import { buildUrl, seg, type HttpClient } from '../http';

/** Service accounts of the account service (doc 001 §7 "Service accounts"). */
export function createServiceAccountsService(http: HttpClient, baseUrl: string) {
  const url = (path: string) => buildUrl(baseUrl, path);
  const list = (orgId: number) => url(`/api/v1.0/organizations/${seg(orgId)}/user/serviceAccounts`);
  return {
    /** GET /api/v1.0/organizations/{org}/user/serviceAccounts. */
    list: (orgId: number, signal?: AbortSignal) => http.request(list(orgId), { schema: serviceAccountListSchema, signal }),

    /** POST the same path with userName, identifier, secret (encrypted), productId; answers {id}. */
    create: (orgId: number, body: ServiceAccountCreateBody) =>
      http.request(list(orgId), { method: 'POST', body, schema: serviceAccountCreatedSchema }),

    /** PATCH /api/v1.0/serviceAccounts/{id}. */
    update: (id: number, body: ServiceAccountUpdateBody) =>
      http.request(url(`/api/v1.0/serviceAccounts/${seg(id)}`), { method: 'PATCH', body, schema: z.unknown() }),

    /** DELETE /api/v1.0/serviceAccounts/{id}. */
    remove: (id: number) => http.request(url(`/api/v1.0/serviceAccounts/${seg(id)}`), { method: 'DELETE' }),

    /** GET /api/v1.1/serviceAccounts/encryptionPublicKey: the RSA public key (PEM). */
    getPublicKey: (signal?: AbortSignal) =>
      http.request(url('/api/v1.1/serviceAccounts/encryptionPublicKey'), { schema: encryptionPublicKeySchema, signal }),

    /** GET /api/v1.0/organizations/{org}/azureTenants: the connected directory tenant (404 when none). */
    getDirectoryTenant: (orgId: number, signal?: AbortSignal) =>
      http.request(url(`/api/v1.0/organizations/${seg(orgId)}/azureTenants`), { schema: directoryTenantSchema, signal }),
  };
}
export type ServiceAccountsService = ReturnType<typeof createServiceAccountsService>;
