/**
 * Organization groups (doc 001 §3 "Organization group", §7 "Organization groups"): named,
 * hierarchical sets of organizations owned by one organization.
 */
import { z } from 'zod';
import { groupNameSchema } from '../validation/groups';
import { organizationIdSchema, recordIdSchema } from './ids';

/** One group as GET …/organizationGroupHierarchies answers it. */
export const organizationGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  /** Ids of the member organizations. */
  organizations: z.array(z.number().int()),
  /** The owning organization. */
  organizationId: z.number().int(),
});
export type OrganizationGroup = z.infer<typeof organizationGroupSchema>;
export const organizationGroupListSchema = z.array(organizationGroupSchema);

/** POST …/organizationGroupHierarchy: a top-level group is sent with `parentId: null`. */
export const groupCreateBodySchema = z.object({ name: groupNameSchema, parentId: recordIdSchema.nullable() }).strict();
export type GroupCreateBody = z.infer<typeof groupCreateBodySchema>;

/** PATCH …/organizationGroupHierarchy/{groupId}. */
export const groupUpdateBodySchema = z.object({ name: groupNameSchema }).strict();
export type GroupUpdateBody = z.infer<typeof groupUpdateBodySchema>;

/** The answer of a create (doc 001 §3: "Creating returns organizationGroupId"). */
export const groupCreatedSchema = z.object({ organizationGroupId: z.number().int() });
export type GroupCreated = z.infer<typeof groupCreatedSchema>;

export const groupParamsSchema = z.object({ orgId: organizationIdSchema, groupId: recordIdSchema }).strict();
export const groupMemberParamsSchema = z.object({ orgId: organizationIdSchema, groupId: recordIdSchema, memberOrgId: organizationIdSchema }).strict();
