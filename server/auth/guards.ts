import {
  explainOrganizationAccess,
  organizationAccess,
  type ExplainedAccess,
  type OrganizationAccess,
  type Profile,
  type Verdict,
} from '../../src/domain';
import type { OrgNode, OrgTree } from '../db/orgIndex';
import { forbidden, notFound, type HttpError } from '../http/errors';

export interface OrgAccessResult {
  org: OrgNode;
  /** The hierarchy the decision was taken on; use it for the rest of the request. */
  tree: OrgTree;
  /** Root → org, org last. */
  path: OrgNode[];
  access: OrganizationAccess;
}

/**
 * The organization `orgId` if the caller may `need` it (src/domain organizationAccess over the
 * path from the root), else 403 `{message}`. An unknown organization answers exactly as one the
 * caller may not see: the answer never tells whether another tenant's id exists.
 */
export function requireOrgAccess(tree: OrgTree, profile: Profile, orgId: number, need: 'view' | 'manage'): OrgAccessResult {
  const path = tree.path(orgId);
  const access = path ? organizationAccess(profile, path) : undefined;
  if (!path || !access?.[need]) {
    throw forbidden(`You do not have permission to ${need} organization ${orgId}`);
  }
  return { org: path[path.length - 1], tree, path, access };
}

/**
 * The organization `orgId` if `rule` allows the caller there: a rule of src/domain that takes the
 * access rule's verdicts and returns its own (explainReadGroupsAt, explainTenantStatusAt …), so the
 * route decides with the very function the Access tab explains with. A refusal that is the access
 * rule's answers as requireOrgAccess does (403 naming `need`, an unknown organization alike); any
 * other is `refused(verdict)`.
 */
export function requireOrgVerdict(
  tree: OrgTree,
  profile: Profile,
  orgId: number,
  need: 'view' | 'manage',
  rule: (access: ExplainedAccess, path: readonly OrgNode[]) => Verdict,
  refused: (verdict: Verdict) => HttpError,
): OrgAccessResult {
  const path = tree.path(orgId) ?? [];
  const explained = explainOrganizationAccess(profile, path);
  const verdict = rule(explained, path);
  if (!verdict.allowed) {
    throw verdict === explained.view || verdict === explained.manage
      ? forbidden(`You do not have permission to ${need} organization ${orgId}`)
      : refused(verdict);
  }
  return { org: path[path.length - 1], tree, path, access: { view: explained.view.allowed, manage: explained.manage.allowed } };
}

/**
 * A record that belongs to an organization (an invite, a subscription, a service account), if the
 * caller may `need` that organization; else 404 naming only the record. An unknown id and the id of
 * another tenant's record answer alike: the answer tells neither that the record exists
 * nor which organization holds it.
 */
export function requireOrgRecord<T>(
  tree: OrgTree,
  profile: Profile,
  record: T | undefined,
  organizationOf: (record: T) => number,
  need: 'view' | 'manage',
  notFoundMessage: string,
): T {
  const path = record === undefined ? undefined : tree.path(organizationOf(record));
  if (record === undefined || !path || !organizationAccess(profile, path)[need]) throw notFound(notFoundMessage);
  return record;
}
