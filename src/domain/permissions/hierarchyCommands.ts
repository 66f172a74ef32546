/**
 * Doc 000 §2 "Command bar actions" and §6: Add child, Edit, Users, Add trial, Resync tenant,
 * Delete Org, Provision DPC, Setup Reporting. Each command is `visible` (rendered at all) and
 * `enabled`; a disabled command carries a reason code the console can explain (commandReasonKey).
 */
import { OrganizationType } from '../organizationTypes';
import type { Profile } from '../profile';
import { hasAnyRole } from '../profile';
import { canAddChild, canAddEditSubscriptions, isLicenseAdminOnly } from './hierarchy';
import { accessVerdicts, isAtRoot, type ExplainedAccess, type OrganizationAccess } from './organizationAccess';
import { allow, deny, type Verdict } from './verdict';

export type CommandKey = 'addChild' | 'edit' | 'users' | 'addTrial' | 'resyncTenant' | 'deleteOrg' | 'provisionDpc' | 'setupReporting';
export const commandOrder: readonly CommandKey[] = [
  'addChild',
  'edit',
  'users',
  'addTrial',
  'resyncTenant',
  'deleteOrg',
  'provisionDpc',
  'setupReporting',
];

export type CommandReason = 'notTmsAdmin' | 'notAtRoot' | 'isRoot' | 'hasChildren' | 'noServiceEndpoint' | 'sysadminOnly';

export interface CommandState {
  visible: boolean;
  enabled: boolean;
  reason?: CommandReason;
}

/** Catalogue key explaining a disabled command. */
export function commandReasonKey(reason: CommandReason): string {
  return `hierarchy.commands.disabled.${reason}`;
}

const hidden: CommandState = { visible: false, enabled: false };
const shown = (enabled = true, reason?: CommandReason): CommandState =>
  enabled ? { visible: true, enabled: true } : { visible: true, enabled: false, reason };

export interface DeleteTarget {
  id: number;
  organizationType: OrganizationType;
  /** True when the organization has at least one child organization. */
  hasChildren: boolean;
}

export type DeleteDecision =
  { allowed: true } | { allowed: false; reason: Extract<CommandReason, 'notTmsAdmin' | 'notAtRoot' | 'isRoot' | 'hasChildren'> };

/**
 * Doc 000 §6: "Delete Org: TMS admin only, and enabled only for root-type organizations"; doc 002
 * §4: "Delete is for root-type organizations and TMS admin only."
 * Our reading: the caller's own organization is of root type (1); the target is not the root
 * itself (deleting the root would delete everything), and has no child organizations (a parent
 * is never deleted from under its children). Reasons are checked in that order.
 */
export function canDeleteOrganization(profile: Pick<Profile, 'roles' | 'organizationType'>, target: DeleteTarget): DeleteDecision {
  if (!hasAnyRole(profile, ['tmsadmin'])) return { allowed: false, reason: 'notTmsAdmin' };
  if (!isAtRoot(profile)) return { allowed: false, reason: 'notAtRoot' };
  if (target.organizationType === OrganizationType.Root) return { allowed: false, reason: 'isRoot' };
  if (target.hasChildren) return { allowed: false, reason: 'hasChildren' };
  return { allowed: true };
}

/**
 * Deleting one organization: managing it, then canDeleteOrganization. The sandbox's DELETE (and the
 * deletion workflow's other destructive call) decides with it: 403 for a right, 409 for the root or children.
 */
export function explainDeleteOrganization(
  profile: Pick<Profile, 'roles' | 'organizationType'>,
  target: DeleteTarget,
  access: ExplainedAccess,
): Verdict {
  if (!access.manage.allowed) return access.manage;
  const decision = canDeleteOrganization(profile, target);
  return decision.allowed ? allow('deleteAllowed') : deny(decision.reason);
}

/** Doc 000 §6: "Setup Reporting: sysadmin or account admin, with an active reporting subscription." */
export function canSetupReporting(profile: Pick<Profile, 'roles'>, hasActiveReportingSubscription: boolean): boolean {
  return explainCanSetupReporting(profile, hasActiveReportingSubscription).allowed;
}

export function explainCanSetupReporting(profile: Pick<Profile, 'roles'>, hasActiveReportingSubscription: boolean): Verdict {
  if (!hasAnyRole(profile, ['sysadmin', 'accountadmin'])) return deny('noAdministratorRoleForSetup');
  return hasActiveReportingSubscription ? allow('reportingSubscriptionActive') : deny('noReportingSubscription');
}

/**
 * Doc 000 §6: "Provision DPC: hidden unless the user is TMS admin at the root organization and
 * regions exist or the master application is missing."
 */
export function canProvisionDpc(
  profile: Pick<Profile, 'roles' | 'organizationType'>,
  dpc: { regionsAvailable: boolean; masterApplicationExists: boolean },
): boolean {
  return explainProvisionDpc(profile, dpc).allowed;
}

export function explainProvisionDpc(
  profile: Pick<Profile, 'roles' | 'organizationType'>,
  dpc: { regionsAvailable: boolean; masterApplicationExists: boolean },
): Verdict {
  if (!hasAnyRole(profile, ['tmsadmin'])) return deny('notTmsAdmin');
  if (!isAtRoot(profile)) return deny('notAtRoot');
  return dpc.regionsAvailable || !dpc.masterApplicationExists ? allow('dpcToProvision') : deny('dpcProvisioned');
}

/**
 * Provisioning DPC for one organization, in the order the sandbox's PUT decides: the role at the root,
 * then view of the organization (both 403), then whether anything is left to provision (409).
 */
export function explainProvisionDpcAt(
  profile: Pick<Profile, 'roles' | 'organizationType'>,
  access: ExplainedAccess,
  dpc: { regionsAvailable: boolean; masterApplicationExists: boolean },
): Verdict {
  const v = explainProvisionDpc(profile, dpc);
  return v.reason === 'notTmsAdmin' || v.reason === 'notAtRoot' || access.view.allowed ? v : access.view;
}

export interface CommandBarInput {
  profile: Profile;
  organization: DeleteTarget;
  access: OrganizationAccess;
  /** The organization has a directory tenant connected (azureAdTenantId set). */
  tenantConnected: boolean;
  /** The connected tenant carries the organization's whitelabel. */
  whitelabelCorrect: boolean;
  hasReportingEndpoint: boolean;
  hasActiveReportingSubscription: boolean;
  /** The setup wizard was finished for the organization (`setupDone`, doc 002 §5). */
  setupDone: boolean;
  /** At least one service has an endpoint (only those are offered for a trial, doc 000 §5). */
  hasServiceWithEndpoint: boolean;
  dpc: { regionsAvailable: boolean; masterApplicationExists: boolean };
}

/**
 * Setup Reporting (doc 000 §6 plus §4 "whether the tenant is connected and whether the whitelabel
 * is correct both affect the resync and setup actions", and doc 002 §5 "Completion sets a setupDone
 * flag"). Our reading: shown to a sysadmin or account admin with an active reporting subscription
 * who manages the organization, while reporting is not fully set up: no tenant, wrong whitelabel,
 * no reporting endpoint yet, or the wizard not finished (`setupDone` unset; its last step checks the
 * global reader role and the terms, which the other three do not show). Once finished it is hidden,
 * unless one of the other three has come undone since. The wizard route is for system
 * administrators only (doc 000 §2), so an account admin sees it disabled.
 */
export function setupReportingState(input: CommandBarInput): CommandState {
  const v = explainSetupReporting({ ...input, access: accessVerdicts(input.access) });
  return v.allowed ? shown() : v.reason === 'sysadminOnly' ? shown(false, 'sysadminOnly') : hidden;
}

/** setupReportingState with its reason (the rule itself, over the access rule's verdicts): allowed when shown and enabled. */
export function explainSetupReporting(input: Omit<CommandBarInput, 'access'> & { access: ExplainedAccess }): Verdict {
  const { profile } = input;
  const needed = !input.tenantConnected || !input.whitelabelCorrect || !input.hasReportingEndpoint || !input.setupDone;
  if (!input.access.manage.allowed) return input.access.manage;
  if (!needed) return deny('reportingSetUpAlready');
  const role = explainCanSetupReporting(profile, input.hasActiveReportingSubscription);
  if (!role.allowed) return role;
  return hasAnyRole(profile, ['sysadmin']) ? allow('setupAllowed') : deny('sysadminOnly');
}

/**
 * The command bar of the selected organization. "The license-admin role sees only Overview, and
 * the command bar is hidden for it" (doc 000 §2): a license-only admin gets none (his Subscriptions
 * tab is detailTabs'); without view access nothing shows. Rules where
 * the spec is silent (ours, docs/decisions.md):
 * - Edit: needs manage.
 * - Users: needs manage, or TMS viewer (support staff look users up; admin buttons stay off).
 * - Add trial: who may add subscriptions (§6); disabled while no service has an endpoint.
 * - Resync tenant: needs manage and a connected tenant (resync also fixes a wrong whitelabel).
 * - Delete Org: shown to TMS admins, enabled per canDeleteOrganization.
 */
export function commandBar(input: CommandBarInput): Record<CommandKey, CommandState> {
  const { profile, access, organization } = input;
  if (!access.view || isLicenseAdminOnly(profile)) {
    return Object.fromEntries(commandOrder.map((k) => [k, hidden])) as Record<CommandKey, CommandState>;
  }
  const del = canDeleteOrganization(profile, organization);
  return {
    addChild: canAddChild(organization, access) ? shown() : hidden,
    edit: access.manage ? shown() : hidden,
    users: access.manage || hasAnyRole(profile, ['tmsviewer']) ? shown() : hidden,
    addTrial: canAddEditSubscriptions(profile) ? shown(input.hasServiceWithEndpoint, 'noServiceEndpoint') : hidden,
    resyncTenant: access.manage && input.tenantConnected ? shown() : hidden,
    deleteOrg: hasAnyRole(profile, ['tmsadmin']) ? (del.allowed ? shown() : shown(false, del.reason)) : hidden,
    provisionDpc: canProvisionDpc(profile, input.dpc) ? shown() : hidden,
    setupReporting: setupReportingState(input),
  };
}

/**
 * The tenant connection command of the command bar (doc 000 §4 "Tenant connection": "If the tenant
 * is not connected, connect it. If it is connected but the whitelabel is wrong, assign the
 * organization's whitelabel"). Our reading: offered to whoever manages the organization, outside the
 * license-admin restriction; 'connect' while no tenant is connected, 'assignWhitelabel' while the
 * connected tenant carries the wrong whitelabel, hidden otherwise.
 */
export function connectTenantCommand(
  input: Pick<CommandBarInput, 'profile' | 'access' | 'tenantConnected' | 'whitelabelCorrect'>,
): 'connect' | 'assignWhitelabel' | null {
  if (!input.access.manage || isLicenseAdminOnly(input.profile)) return null;
  if (!input.tenantConnected) return 'connect';
  return input.whitelabelCorrect ? null : 'assignWhitelabel';
}
