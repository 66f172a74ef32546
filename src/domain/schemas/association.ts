import { z } from 'zod';
import { organizationTypeSchema } from './organizationType';

/**
 * One organization of GET /api/v1.0/organizations/{org}/associations (doc 002 §7): organizationId,
 * organizationName, parentCanManage, parentCanView, organizationType, users, with children and
 * parentId. The sandbox answers a flat list, parents before children; `users` only with addUsers=true.
 */
export const associationItemSchema = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  parentId: z.number().int().nullable(),
  organizationType: organizationTypeSchema,
  parentCanView: z.boolean(),
  parentCanManage: z.boolean(),
  children: z.array(z.number().int()),
  users: z.array(z.string()).optional(),
});
export type AssociationItem = z.infer<typeof associationItemSchema>;
export const associationListSchema = z.array(associationItemSchema);

export const associationsQuerySchema = z.object({ addUsers: z.enum(['true', 'false']).optional() }).strict();

export { isAssociationItem } from './associationGuard';
