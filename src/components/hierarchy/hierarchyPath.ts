/**
 * The hierarchy page keeps its state in the address (doc 000 §2 routes):
 * /hierarchy/{orgId?}/{tab?}/{page?} and the modal action routes /hierarchy/{orgId}/{action}/.
 * A second segment that is an action key opens that modal; otherwise it is a tab key.
 */
import type { DetailTabKey } from '../../authProvider/accessNames';

/** Doc 000 §9: "Action keys: add-child, audit-log, edit, manage-associations, add-trial, provision-dpc." */
export const actionKeys = ['add-child', 'edit', 'add-trial', 'provision-dpc', 'manage-associations', 'audit-log'] as const;
export type ActionKey = (typeof actionKeys)[number];

/** Tab keys as they appear in the path (ours: lower case, words joined by a hyphen). */
export const tabSegment: Record<DetailTabKey, string> = {
  overview: 'overview',
  config: 'config',
  services: 'services',
  dataCollection: 'data-collection',
  subscriptions: 'subscriptions',
  notes: 'notes',
};

export interface HierarchyLocation {
  /** Undefined on / and /hierarchy: the user's own organization shows. */
  orgId?: number;
  /** The tab key of the path (unknown or hidden keys fall back to Overview when shown). */
  tab?: DetailTabKey;
  /** A sub-page of the tab, e.g. a subscription id. */
  page?: string;
  action?: ActionKey;
  /** The organization segment is not an organization id. */
  invalid?: boolean;
}

const isAction = (s: string): s is ActionKey => (actionKeys as readonly string[]).includes(s);
const tabOf = (s: string): DetailTabKey | undefined => (Object.entries(tabSegment) as [DetailTabKey, string][]).find(([, seg]) => seg === s)?.[0];

/** Reads a pathname ('/', '/hierarchy', '/hierarchy/5/config', '/hierarchy/5/edit/'). */
export function parseHierarchyPath(pathname: string): HierarchyLocation {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] !== 'hierarchy' || parts.length < 2) return {};
  const orgSegment = parts[1];
  if (!/^[1-9]\d{0,15}$/.test(orgSegment)) return { invalid: true };
  const orgId = Number(orgSegment);
  const second = parts[2];
  if (second === undefined) return { orgId };
  if (isAction(second)) return { orgId, action: second };
  const tab = tabOf(second);
  return { orgId, tab, page: parts[3], invalid: tab === undefined ? true : undefined };
}

/** The address of a state: the action route ends with a slash, as the spec writes it. */
export function hierarchyPath(loc: { orgId: number; tab?: DetailTabKey; page?: string; action?: ActionKey }): string {
  const base = `/hierarchy/${loc.orgId}`;
  if (loc.action) return `${base}/${loc.action}/`;
  if (!loc.tab || (loc.tab === 'overview' && !loc.page)) return base;
  return loc.page ? `${base}/${tabSegment[loc.tab]}/${encodeURIComponent(loc.page)}` : `${base}/${tabSegment[loc.tab]}`;
}
