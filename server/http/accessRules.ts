/**
 * Rules of src/domain/permissions that take more than a line to ask, as parts of a route's access
 * declaration (server/http/routeAccess.ts). Each calls the domain functions; none decides anything
 * of its own.
 */
import { canDeleteOrganization } from '../../src/domain';
import { forbidden } from './errors';
import type { AccessRequest, Granted } from './routeAccess';

/**
 * Doc 000 §6 organization deletion (canDeleteOrganization) over the organization found: 403 for the
 * caller's roles (a TMS admin of the root only). What the organization is (the root, one with
 * children) is its state, answered 409 by the handler after the body (`requireDeletableState`).
 * The deletion workflow's two destructive calls (the organization DELETE, the reporting tenant's DELETE) ask it.
 */
export function deletable(c: AccessRequest & Granted): void {
  const org = c.org!.org;
  const decision = canDeleteOrganization(c.profile, { id: org.id, organizationType: org.organizationType, hasChildren: org.children.length > 0 });
  if (decision.allowed) return;
  if (decision.reason === 'notAtRoot') throw forbidden('Only a TMS admin of the root organization may delete organizations');
  if (decision.reason === 'notTmsAdmin') throw forbidden('Only a TMS admin may delete organizations');
}
