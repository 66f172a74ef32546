import { z } from 'zod';
import { organizationTypeSchema } from '../organizationTypes';

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

export const associationsQuerySchema = z
  .object({ addUsers: z.enum(['true', 'false']).optional() })
  .strict();

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * The same check as `associationItemSchema`, written out by hand for the 100,000-organization
 * answer (issue 14): the schema took longer than parsing the JSON itself (about 0.4 s), which
 * delays the tree's first row. Unknown keys are ignored, as the schema strips them (packTree reads only the known ones).
 * associationSchema.test.ts checks both agree.
 */
export function isAssociationItem(v: unknown): v is AssociationItem {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  if (!isInt(o.organizationId) || typeof o.organizationName !== 'string') return false;
  if (o.parentId !== null && !isInt(o.parentId)) return false;
  if (o.organizationType !== 1 && o.organizationType !== 2 && o.organizationType !== 3 && o.organizationType !== 4 && o.organizationType !== 5) return false;
  if (typeof o.parentCanView !== 'boolean' || typeof o.parentCanManage !== 'boolean') return false;
  if (!Array.isArray(o.children)) return false;
  for (const c of o.children) if (!isInt(c)) return false;
  if (o.users !== undefined) {
    if (!Array.isArray(o.users)) return false;
    for (const u of o.users) if (typeof u !== 'string') return false;
  }
  return true;
}

