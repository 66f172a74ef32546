/**
 * Rules of src/domain/permissions that take more than a line to ask, as parts of a route's access
 * declaration (server/http/routeAccess.ts). Each calls the domain functions; none decides anything
 * of its own.
 */
import { explainDeleteOrganization, explainOrganizationAccess } from '../../src/domain';
import { forbidden } from './errors';
import type { AccessRequest, Granted } from './routeAccess';

/** Reasons of the deletion rule that are the organization's state, not the caller's rights. */
const deletionState = new Set(['isRoot', 'hasChildren']);

/**
 * Doc 000 §6 organization deletion over the organization found: explainDeleteOrganization, the rule
 * the Access tab explains (manage, then canDeleteOrganization), whose refusals for the caller's rights
 * answer 403 (a TMS admin of the root only). What the organization is (the root, one with children)
 * is its state, answered 409 by the handler after the body (`requireDeletableState`). The deletion
 * workflow's two destructive calls (the organization DELETE, the reporting tenant's DELETE) ask it.
 */
export function deletable(c: AccessRequest & Granted): void {
  const { org, path } = c.org!;
  const access = explainOrganizationAccess(c.profile, path);
  const target = { id: org.id, organizationType: org.organizationType, hasChildren: org.children.length > 0 };
  const verdict = explainDeleteOrganization(c.profile, target, access);
  if (verdict.allowed || deletionState.has(verdict.reason)) return;
  if (verdict === access.manage) throw forbidden(`You do not have permission to manage organization ${org.id}`);
  if (verdict.reason === 'notAtRoot') throw forbidden('Only a TMS admin of the root organization may delete organizations');
  throw forbidden('Only a TMS admin may delete organizations');
}
