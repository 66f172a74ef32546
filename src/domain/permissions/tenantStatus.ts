/**
 * Tenant Status's data of one organization: its row of the universal data query and its tenant
 * contact. They are the page's, so they follow the page's rule (routeRules.tenantOverview: sysadmin
 * and TMS admin, doc 001 §6) besides view of the organization; the sandbox's data query and
 * tenant-contact routes decide with this, and the Access tab's "Tenant Status" row explains it.
 */
import type { Profile } from '../profile';
import type { ExplainedAccess } from './organizationAccess';
import { explainOpenRoute, type FeatureFlags } from './routes';
import type { Verdict } from './verdict';

export function explainTenantStatusAt(profile: Pick<Profile, 'roles'>, access: ExplainedAccess, features: FeatureFlags): Verdict {
  return access.view.allowed ? explainOpenRoute(profile, 'tenantOverview', features) : access.view;
}
