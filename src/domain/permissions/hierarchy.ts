/**
 * Doc 000 §2 and §6: who sees which detail tab of the hierarchy page, who edits the Config tab, the
 * info bar, subscriptions and child organizations. Command-bar rules are in hierarchyCommands.ts,
 * data-collection rules in dataCollection.ts.
 */
import { allOrganizationTypes, OrganizationType } from '../organizationTypes';
import type { Profile } from '../profile';
import { hasAnyRole } from '../profile';
import { accessVerdicts, isAtRoot, type ExplainedAccess, type OrganizationAccess } from './organizationAccess';
import { allow, deny, type Verdict } from './verdict';

export type DetailTabKey = 'overview' | 'config' | 'services' | 'dataCollection' | 'subscriptions' | 'notes';
export const detailTabOrder: readonly DetailTabKey[] = ['overview', 'config', 'services', 'dataCollection', 'subscriptions', 'notes'];

/**
 * The license-admin restriction applies to a user whose only roles are TMS license admin: any
 * other role adds what that role may see (our reading, docs/decisions.md).
 */
export function isLicenseAdminOnly(profile: Pick<Profile, 'roles'>): boolean {
  return profile.roles.includes('tmslicenseadmin') && !hasAnyRole(profile, ['tmsadmin', 'tmsviewer', 'sysadmin', 'accountadmin']);
}

/** Doc 000 §2: "The scoped tree is shown for TMS admin, TMS viewer, the root organization, or a tenant customer." */
export function showsScopedTree(profile: Pick<Profile, 'roles' | 'organizationType'>): boolean {
  return (
    hasAnyRole(profile, ['tmsadmin', 'tmsviewer']) ||
    profile.organizationType === OrganizationType.Root ||
    profile.organizationType === OrganizationType.TenantCustomer
  );
}

/** Doc 000 §6: "Subscription Add/Edit need TMS admin, TMS viewer or TMS license admin." */
export function canAddEditSubscriptions(profile: Pick<Profile, 'roles'>): boolean {
  return explainAddEditSubscriptions(profile).allowed;
}

export function explainAddEditSubscriptions(profile: Pick<Profile, 'roles'>): Verdict {
  return hasAnyRole(profile, ['tmsadmin', 'tmsviewer', 'tmslicenseadmin']) ? allow('subscriptionRole') : deny('noSubscriptionRole');
}

/**
 * Adding or editing the subscriptions of one organization: the role (canAddEditSubscriptions), then
 * view of the organization. The sandbox's subscription writes decide with it, in that order.
 */
export function explainAddEditSubscriptionsAt(profile: Pick<Profile, 'roles'>, access: ExplainedAccess): Verdict {
  const role = explainAddEditSubscriptions(profile);
  return !role.allowed || access.view.allowed ? role : access.view;
}

export interface DetailTabsInput {
  profile: Profile;
  access: OrganizationAccess;
  /** A service endpoint named "Reporting" exists for the organization. */
  hasReportingEndpoint: boolean;
  /** The Setup Reporting button shows (setupReportingState(...).visible). */
  setupConditionsMet: boolean;
}

/**
 * Doc 000 §2 "Visibility":
 * - "The license-admin role sees only Overview, and the command bar is hidden for it", and
 *   "Subscriptions is shown to those who can manage the organization or are root license admins":
 *   read together with §6 (Subscription Add/Edit names the role), a user whose only role is TMS
 *   license admin sees Overview and, at the root, Subscriptions, on every organization — the one
 *   thing the role exists for — and no command bar (docs/decisions.md "Tabs and commands").
 * - We add TMS viewers at the root to the Subscriptions sentence, since §6 lets them add and edit
 *   subscriptions.
 * - "Notes is shown only when a reporting service endpoint exists and the setup-button conditions
 *   are not met."
 * - Config, Services and Data Collection are silent in the spec: shown to whoever may view the
 *   organization (their controls are restricted separately).
 * Without view access there are no tabs: the panel shows the no-permission message instead.
 */
export function detailTabs(input: DetailTabsInput): DetailTabKey[] {
  const tabs = explainDetailTabs({ ...input, access: accessVerdicts(input.access) });
  return detailTabOrder.filter((t) => tabs[t].allowed);
}

/** detailTabs with each tab's reason (the rule itself; detailTabs reads it), over the access rule's verdicts. */
export function explainDetailTabs(input: Omit<DetailTabsInput, 'access'> & { access: ExplainedAccess }): Record<DetailTabKey, Verdict> {
  const { profile, access } = input;
  const every = (v: Verdict) => Object.fromEntries(detailTabOrder.map((t) => [t, v])) as Record<DetailTabKey, Verdict>;
  if (!access.view.allowed) return every(access.view);
  const rootStaffReader = isAtRoot(profile) && hasAnyRole(profile, ['tmslicenseadmin', 'tmsviewer']);
  const subscriptions = access.manage.allowed ? allow('manages') : rootStaffReader ? allow('rootStaffReader') : deny('subscriptionsNeedManage');
  if (isLicenseAdminOnly(profile)) return { ...every(deny('licenseAdminOnly')), overview: allow('views'), subscriptions };
  const notes = !input.hasReportingEndpoint ? deny('noReportingEndpoint') : input.setupConditionsMet ? deny('setupPending') : allow('reportingSetUp');
  return { ...every(allow('views')), subscriptions, notes };
}

/** Which tab a path's tab key opens: an unknown or hidden key falls back to Overview (the default tab). */
export function resolveDetailTab(requested: string | undefined, visible: readonly DetailTabKey[]): DetailTabKey {
  const tab = visible.find((t) => t === requested);
  return tab ?? 'overview';
}

export type ConfigField = 'parentCanView' | 'parentCanManage' | 'paymentType' | 'externalBillingId' | 'whitelabelId' | 'customerReference' | 'status';
export type FieldAccess = 'edit' | 'read' | 'hidden';
export const billingFields: readonly ConfigField[] = ['paymentType', 'externalBillingId', 'whitelabelId', 'customerReference', 'status'];

/**
 * Doc 000 §6: "Config fields (payment type, external billing ID, whitelabel ID, customer reference,
 * organization status) and the Edit/Save buttons are editable only for TMS admin."
 */
export function canEditConfig(profile: Pick<Profile, 'roles'>): boolean {
  return hasAnyRole(profile, ['tmsadmin']);
}

/**
 * Doc 000 §6: TMS admin edits the Config fields; "A TMS viewer gets a read-only view for some of
 * them." Our choices: a TMS viewer reads all five billing fields; everyone else reads the two
 * parent-visibility flags and does not see the billing fields (vendor-internal data).
 */
export function configFieldAccess(profile: Pick<Profile, 'roles'>): Record<ConfigField, FieldAccess> {
  const billing: FieldAccess = canEditConfig(profile) ? 'edit' : hasAnyRole(profile, ['tmsviewer']) ? 'read' : 'hidden';
  const flags: FieldAccess = canEditConfig(profile) ? 'edit' : 'read';
  return {
    parentCanView: flags,
    parentCanManage: flags,
    paymentType: billing,
    externalBillingId: billing,
    whitelabelId: billing,
    customerReference: billing,
    status: billing,
  };
}

/**
 * Doc 000 §6: "Info bar: when parentCanManage is false, a bar says the user lacks permission to
 * manage; without permission, controls are restricted ('You do not have permission to manage this
 * tenant')." We show it whenever the user may view but not manage the selected organization —
 * parentCanManage false anywhere on the way down, or a view-only role; never on one's own
 * organization when one manages it, never for a TMS admin.
 */
export function showNoManagePermissionBar(access: OrganizationAccess): boolean {
  return access.view && !access.manage;
}

/** Doc 000 §6: "admin buttons need administrationAllowed" — our reading: the user manages the organization. */
export function administrationAllowed(access: OrganizationAccess): boolean {
  return access.manage;
}

/** Notes are read by whoever sees the tab; saving one is managing the tenant (our choice). */
export function canEditNotes(access: OrganizationAccess): boolean {
  return access.manage;
}

/**
 * Doc 000 §5, "Allowed child types by parent type": Distributor → Partner, Multi Tenant Customer,
 * Tenant Customer; Partner → Multi Tenant Customer, Partner, Tenant Customer; Multi Tenant Customer →
 * Tenant Customer only; Tenant Customer → none; "Root (otherwise) → all types". Returned in type order.
 * Our reading of "all types": every type but Root. A root can never be deleted
 * (canDeleteOrganization), so a second one would be a mistake no one could undo.
 */
export function allowedChildTypes(parentType: OrganizationType): OrganizationType[] {
  switch (parentType) {
    case OrganizationType.Distributor:
    case OrganizationType.Partner:
      return [OrganizationType.Partner, OrganizationType.MultiTenantCustomer, OrganizationType.TenantCustomer];
    case OrganizationType.MultiTenantCustomer:
      return [OrganizationType.TenantCustomer];
    case OrganizationType.TenantCustomer:
      return [];
    default:
      return allOrganizationTypes.filter((t) => t !== OrganizationType.Root);
  }
}

export function isChildTypeAllowed(parentType: OrganizationType, childType: OrganizationType): boolean {
  return allowedChildTypes(parentType).includes(childType);
}

/**
 * Doc 000 §2: "add-child (hidden for tenant-customer organizations)"; §6 "Add child: hidden for
 * tenant-customer organizations". Creating a child is managing the parent, so it also needs manage.
 */
export function canAddChild(parent: { organizationType: OrganizationType }, access: OrganizationAccess): boolean {
  return explainAddChild(parent, accessVerdicts(access)).allowed;
}

export function explainAddChild(parent: { organizationType: OrganizationType }, access: ExplainedAccess): Verdict {
  if (!access.manage.allowed) return access.manage;
  return allowedChildTypes(parent.organizationType).length > 0 ? allow('childTypesAllowed') : deny('noChildTypes');
}

/**
 * Our choice (spec silent): the parentCanView / parentCanManage flags of an organization say what
 * its parent may do, so they are changed from above — by a TMS admin, or by a user who manages the
 * organization and is not its own administrator. The root has no parent, so no flags to change.
 */
export function canEditParentFlags(
  profile: Pick<Profile, 'roles' | 'organizationId'>,
  organization: { id: number; organizationType: OrganizationType },
  access: OrganizationAccess,
): boolean {
  if (organization.organizationType === OrganizationType.Root) return false;
  if (hasAnyRole(profile, ['tmsadmin'])) return true;
  return access.manage && organization.id !== profile.organizationId;
}
