import { z } from 'zod';
import { organizationTypeSchema } from './organizationType';
import { regionKeys } from '../config';

/** The Organization entity of GET /api/v1.0/organizations/{orgId} (doc 000 §3). */
export const organizationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  parentId: z.number().int().positive().nullable(),
  organizationType: organizationTypeSchema,
  parentCanView: z.boolean(),
  parentCanManage: z.boolean(),
  /**
   * 0 None, 1 Stripe, 2 Fast Spring, 3 Invoice, 4 Arrears. This and the next two billing fields are
   * left out for the roles that may not read them (src/domain/permissions/fieldAccess.ts).
   */
  paymentType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
  externalBillingId: z.string().nullable().optional(),
  whitelabelId: z.number().int().nullable(),
  customerReference: z.string().nullable().optional(),
  /** 0 Enabled, 1 Disabled. */
  status: z.union([z.literal(0), z.literal(1)]),
  azureAdTenantId: z.string().nullable(),
  createdOnUtc: z.string(),
  authentication: z.object({ useCertBasedAuth: z.boolean(), isBlocked: z.boolean() }),
});
export type Organization = z.infer<typeof organizationSchema>;

/** GET /svc/location/api/v1.0/organizations/{orgId} (doc 000 §3 "Service location"). */
export const serviceEndpointSchema = z.object({
  endpointName: z.string(),
  endpointUrl: z.string().url(),
  region: z.enum(regionKeys),
});
export const serviceLocationListSchema = z.array(z.object({ endpoints: z.array(serviceEndpointSchema) }));
export type ServiceLocation = z.infer<typeof serviceLocationListSchema>[number];
export type ServiceEndpoint = z.infer<typeof serviceEndpointSchema>;
