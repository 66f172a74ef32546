/**
 * The global search's organizations: found by name in the tree's packed answer
 * (src/dataProvider/associationsTree/packedTree.ts), the one the hierarchy already holds for the
 * signed-in user, so the search shows only what the sandbox answered for them, and nothing is
 * downloaded again. One indexOf pass over the joined lower-case text (as the tree's own search),
 * keeping only hits inside an organization's name (the text also carries user e-mails for some
 * roles); names that start with the query come first.
 */
import { nameAt, positionOf, type PackedTree } from '../../dataProvider/associationsTree/packedTree';

export interface OrganizationHit {
  id: number;
  name: string;
  /** The parent's name, to tell apart organizations of the same name; null at the top. */
  parentName: string | null;
}

/** Never in a typed query: ends each organization's text in the packed answer. */
const SEP = '\u0000';

export function searchOrganizations(t: PackedTree, rawQuery: string, limit = 8): OrganizationHit[] {
  const query = rawQuery.trim().toLowerCase();
  if (!query || query.includes(SEP) || query.includes('\n')) return [];
  const starts: number[] = [];
  const inside: number[] = [];
  let from = 0;
  let lo = 0;
  while (starts.length < limit) {
    const hit = t.search.indexOf(query, from);
    if (hit < 0) break;
    // The organization whose text holds the hit: the last start at or before it.
    let hi = t.count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (t.searchStart[mid] <= hit) lo = mid;
      else hi = mid - 1;
    }
    const offset = hit - t.searchStart[lo];
    // A hit past the name is in a user's e-mail (the name comes first): not a name match.
    if (offset === 0) starts.push(lo);
    else if (offset + query.length <= t.nameLength[lo] && inside.length < limit) inside.push(lo);
    from = t.searchStart[lo + 1];
    lo += 1;
    if (lo >= t.count) break;
  }
  return [...starts, ...inside].slice(0, limit).map((i) => {
    const parent = t.parentIds[i];
    const p = Number.isNaN(parent) ? -1 : positionOf(t, parent);
    return { id: t.ids[i], name: nameAt(t, i), parentName: p >= 0 ? nameAt(t, p) : null };
  });
}
