import { organizationAccess, type OrganizationAccess, type Profile } from '../../src/domain';
import type { OrgNode, OrgTree } from '../db/orgIndex';
import { forbidden } from '../http/errors';

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
 * caller may not see (issue 13): the answer never tells whether another tenant's id exists.
 */
export function requireOrgAccess(tree: OrgTree, profile: Profile, orgId: number, need: 'view' | 'manage'): OrgAccessResult {
  const path = tree.path(orgId);
  const access = path ? organizationAccess(profile, path) : undefined;
  if (!path || !access?.[need]) {
    throw forbidden(`You do not have permission to ${need} organization ${orgId}`);
  }
  return { org: path[path.length - 1], tree, path, access };
}
