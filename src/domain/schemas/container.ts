/**
 * Doc 002 §3 "Boundary (container)", "Boundary user", "Boundary datasource entry" and §7
 * "Boundaries": the payloads and answers of the container calls, strict (unknown fields refused).
 * Types the specification does not give (allowedActions, the lengths) are our decisions (docs/api.md).
 */
import { z } from 'zod';
import { MISSING_NAME_KEY } from '../validation/boundary';
import { safeText } from '../validation/text';
import { recordIdSchema, userIdSchema } from './ids';

export const CONTAINER_NAME_MAX = 100;
export const CONTAINER_DESCRIPTION_MAX = 1000;
export const RESTRICTION_MAX = 4000;

export const containerParamsSchema = z.object({ containerId: recordIdSchema }).strict();
export const containerUserParamsSchema = z.object({ containerId: recordIdSchema, novaContainerUserId: recordIdSchema }).strict();
export const containerDatasourceParamsSchema = z.object({ containerId: recordIdSchema, datasourceId: recordIdSchema }).strict();
export const orgUserContainersParamsSchema = z.object({ orgId: recordIdSchema, userId: userIdSchema }).strict();

// Every text a boundary stores keeps to the rule for stored text (validation/text.ts): a boundary's
// name is shown on the boundaries page and in each member's access; the description, like a note,
// and the filter, like any expression, may hold line breaks.
const name = safeText()
  .max(CONTAINER_NAME_MAX)
  .refine((v) => v.trim() !== '', { message: MISSING_NAME_KEY });
const description = safeText({ multiline: true }).max(CONTAINER_DESCRIPTION_MAX);
/** Not shown in the specification: the actions a boundary user may take, as names. */
const allowedActions = z.array(safeText().min(1).max(100)).max(50);
/** Field names of the data source; empty means all fields (doc 002 §3). */
const allowedFields = z.array(safeText().min(1).max(100)).max(200);
/** The filter string (doc 002 §5); empty means no restriction. Kept as sent: a restriction made through the API may be one the console cannot show. */
const restriction = safeText({ multiline: true }).max(RESTRICTION_MAX);

/** POST /api/v1.0/organizations/{org}/containers: "name, description; response containerId". */
export const containerCreateBodySchema = z.object({ name, description: description.optional() }).strict();
export type ContainerCreateBody = z.infer<typeof containerCreateBodySchema>;
export const containerCreatedSchema = z.object({ containerId: z.number().int() }).strict();

/** PATCH /api/v1.0/containers/{containerId}: "name, description" (the console sends what changed; at least one). */
export const containerUpdateBodySchema = z
  .object({ name: name.optional(), description: description.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.description !== undefined, { message: 'Send name, description or both' });
export type ContainerUpdateBody = z.infer<typeof containerUpdateBodySchema>;

/** POST {base}/{containerId}/users: "userId, anonymous, allowedActions"; answers { novaContainerUserId }. */
export const containerUserCreateBodySchema = z
  .object({ userId: userIdSchema, anonymous: z.boolean(), allowedActions: allowedActions.optional() })
  .strict();
export type ContainerUserCreateBody = z.infer<typeof containerUserCreateBodySchema>;
export const containerUserCreatedSchema = z.object({ novaContainerUserId: z.number().int() }).strict();
/** PATCH {base}/{containerId}/users/{novaContainerUserId}: "anonymous, allowedActions". */
export const containerUserUpdateBodySchema = z.object({ anonymous: z.boolean(), allowedActions: allowedActions.optional() }).strict();
export type ContainerUserUpdateBody = z.infer<typeof containerUserUpdateBodySchema>;

/** POST {base}/{containerId}/datasources: "datasource, allowedFields, restriction"; answers { datasourceId }. */
export const containerDatasourceCreateBodySchema = z
  .object({ datasource: safeText().min(1).max(100), allowedFields, restriction: restriction.optional() })
  .strict();
export type ContainerDatasourceCreateBody = z.infer<typeof containerDatasourceCreateBodySchema>;
export const containerDatasourceCreatedSchema = z.object({ datasourceId: z.number().int() }).strict();
/** PATCH {base}/{containerId}/datasources/{datasourceId}: "allowedFields, restriction". */
export const containerDatasourceUpdateBodySchema = z.object({ allowedFields, restriction }).strict();
export type ContainerDatasourceUpdateBody = z.infer<typeof containerDatasourceUpdateBodySchema>;

/** A boundary user as a container's GET lists it. */
export const containerUserSchema = z
  .object({
    novaContainerUserId: z.number().int(),
    userId: z.string(),
    anonymous: z.boolean(),
    allowedActions: z.array(z.string()),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  })
  .strict();
export type ContainerUser = z.infer<typeof containerUserSchema>;

export const containerDatasourceSchema = z
  .object({
    datasourceId: z.number().int(),
    datasource: z.string(),
    allowedFields: z.array(z.string()),
    restriction: z.string(),
  })
  .strict();
export type ContainerDatasource = z.infer<typeof containerDatasourceSchema>;

/** One row of GET /api/v1.0/organizations/{org}/containers. */
export const containerSummarySchema = z
  .object({
    containerId: z.number().int(),
    name: z.string(),
    description: z.string(),
    createdOnUtc: z.string(),
    updatedOnUtc: z.string(),
  })
  .strict();
export type ContainerSummary = z.infer<typeof containerSummarySchema>;
export const containerListSchema = z.array(containerSummarySchema);

/** GET /api/v1.0/containers/{containerId}. */
export const containerSchema = containerSummarySchema
  .extend({
    users: z.array(containerUserSchema),
    datasources: z.array(containerDatasourceSchema),
  })
  .strict();
export type Container = z.infer<typeof containerSchema>;

/** GET /api/v1.0/organizations/{org}/users: "users with userId, names, email". */
export const organizationMemberSchema = z.object({ userId: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }).strict();
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;
export const organizationMemberListSchema = z.array(organizationMemberSchema);

/** GET …/users/{userId}/novaContainerUsers: "containerId, anonymous, datasources (datasource, allowedFields)". */
export const novaContainerUserSchema = z
  .object({
    containerId: z.number().int(),
    name: z.string(),
    anonymous: z.boolean(),
    datasources: z.array(z.object({ datasource: z.string(), allowedFields: z.array(z.string()) }).strict()),
  })
  .strict();
export type NovaContainerUser = z.infer<typeof novaContainerUserSchema>;
export const novaContainerUserListSchema = z.array(novaContainerUserSchema);

/** The product of the provisioning check (doc 002 §7 ".../products/1/Radar%20uAPI"). */
export const RADAR_UAPI_PRODUCT = { id: 1, name: 'Radar uAPI' } as const;
/** One entry of the product lookup; "non-empty means provisioned". */
export const productLocationSchema = z
  .object({
    organizationId: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    region: z.string(),
    endpointUrl: z.string(),
  })
  .strict();
export type ProductLocation = z.infer<typeof productLocationSchema>;
