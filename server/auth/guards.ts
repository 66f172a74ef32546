import { organizationAccess, type OrganizationAccess, type Profile } from '../../src/domain';
import type { OrgNode, OrgTree } from '../db/orgIndex';
import { forbidden, notFound } from '../http/errors';

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
