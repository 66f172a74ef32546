/** The packed tree's shared constants and id lookup (packedTree.ts, treeBuilder.ts). */
import type { PackedTree } from './packedTree';

/** Ends each organization's text (never in a query typed into the search field). */
export const SEP = '\u0000';
export const CAN_VIEW = 1;
export const CAN_MANAGE = 2;
export const HAS_USERS = 4;

/** The position of organization `id`, or -1. */
export function positionOf(t: Pick<PackedTree, 'count' | 'ids' | 'lookup' | 'lookupBase'>, id: number): number {
  if (t.lookupBase >= 0) {
    const k = id - t.lookupBase;
    return k >= 0 && k < t.lookup.length && Number.isInteger(k) ? t.lookup[k] : -1;
  }
  let lo = 0;
  let hi = t.count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = t.ids[t.lookup[mid]];
    if (v === id) return t.lookup[mid];
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
