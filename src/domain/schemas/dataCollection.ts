/**
 * The reporting service's sign-up calls, global reader and demo status (doc 000 §3, §7;
 * doc 002 §4) and the data-management job stop. Shapes the sandbox answers; see docs/api.md
 * "Data collection, global reader, demo data, jobs (sandbox routes)".
 */
import { z } from 'zod';
import { regionKeys } from '../config';
import { organizationIdSchema, userIdSchema } from './ids';

/** Server strings of a provisioning component (doc 000 §4); anything else maps to unknown. */
export const componentStatusSchema = z.string().nullable();

/**
 * GET /api/Signup/Status?organizationId: doc 000 §3 "Data-collection provisioning status" and
 * "Provisioning status" in one answer. `status` is the sign-up status (SignUpStatus 0..3).
 */
export const signupStatusSchema = z.object({
  organizationId: z.number().int(),
  name: z.string(),
  alias: z.string().nullable(),
  status: z.number().int().min(0).max(3),
  hold: z.boolean(),
  region: z.enum(regionKeys).nullable(),
  databaseUpdateStatus: componentStatusSchema,
  endpointLocationStatus: componentStatusSchema,
  fabricApplicationStatus: componentStatusSchema,
  resourceGroupStatus: componentStatusSchema,
  overallStatus: componentStatusSchema,
  availableRegions: z.array(z.enum(regionKeys)),
});
export type SignupStatus = z.infer<typeof signupStatusSchema>;

export const signupOrgQuerySchema = z.object({ organizationId: organizationIdSchema }).strict();
export const initTenantQuerySchema = z.object({ userId: userIdSchema, organizationId: organizationIdSchema }).strict();
/** Doc 000 §7 "provision a tenant (region, user id, organization)": the region travels in the body. */
export const initTenantBodySchema = z.object({ region: z.enum(regionKeys) }).strict();
export type InitTenantBody = z.infer<typeof initTenantBodySchema>;

const booleanText = z.enum(['true', 'false']).transform((v) => v === 'true');
export const setHoldQuerySchema = z.object({ hold: booleanText, organizationId: organizationIdSchema }).strict();

/** GET /api/tenants/{orgId}/getTenantDemoStatus (doc 000 §3 "Demo status"). */
export const demoStatusSchema = z.object({ status: z.number().int().min(0).max(3), lastCopyDate: z.string() });
export type DemoStatusAnswer = z.infer<typeof demoStatusSchema>;
/** The last copy date the service answers when never copied (year 0, doc 000 §4). */
export const NEVER_COPIED_DATE = '0001-01-01T00:00:00';

export const demoParamsSchema = z.object({ orgId: organizationIdSchema }).strict();

/** GET {data-management}/api/v1.0/Jobs/{jobId}/Stop. */
export const jobStopParamsSchema = z.object({ jobId: z.string().uuid() }).strict();
export const jobStopAnswerSchema = z.object({ jobId: z.string(), status: z.string() });
