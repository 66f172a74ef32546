import type { AssociationItem } from './association';

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * The same check as `associationItemSchema`, written out by hand for the 100,000-organization
 * answer: the schema took longer than parsing the JSON itself (about 0.4 s), which
 * delays the tree's first row. Unknown keys are ignored, as the schema strips them (packTree reads only the known ones).
 * parseAssociations.test.ts checks both agree. A file of its own, without zod, so
 * the parser worker does not load zod.
 */
export function isAssociationItem(v: unknown): v is AssociationItem {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  if (!isInt(o.organizationId) || typeof o.organizationName !== 'string') return false;
  if (o.parentId !== null && !isInt(o.parentId)) return false;
  if (o.organizationType !== 1 && o.organizationType !== 2 && o.organizationType !== 3 && o.organizationType !== 4 && o.organizationType !== 5)
    return false;
  if (typeof o.parentCanView !== 'boolean' || typeof o.parentCanManage !== 'boolean') return false;
  if (!Array.isArray(o.children)) return false;
  for (const c of o.children) if (!isInt(c)) return false;
  if (o.users !== undefined) {
    if (!Array.isArray(o.users)) return false;
    for (const u of o.users) if (typeof u !== 'string') return false;
  }
  return true;
}
