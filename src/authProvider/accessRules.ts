/**
 * The questions authProvider.canAccess answers beyond a resource's actions and the pages: an
 * organization's tabs, commands and fields, a row's controls, brand switches. Each is named the
 * react-admin way, a resource with an action and a record (ra-rbac's dotted names for the parts of a
 * resource, e.g. `organizations.config.paymentType`), and each answer is a domain rule's verdict with
 * its reason, so a "Why?" shows what the same call answered. docs/architecture.md "One access question".
 */
import type { AppConfig } from '../domain/config';
import type { OrganizationType } from '../domain/organizationTypes';
import type { Profile } from '../domain/profile';
import { explainManagesBoundaries, explainWriteBoundaries, showTermsDialog, type TermsDialogInput } from '../domain/permissions/boundaries';
import { accountTypeOptions, defaultBrandAccess, type BrandAccess } from '../domain/permissions/brand';
import { canDeprovision, explainManageDataCollection, showDemoDataSection, showProvisioning } from '../domain/permissions/dataCollection';
import { explainReadGroupsAt } from '../domain/permissions/groups';
import { canCancelInviteAsInternal } from '../domain/permissions/fieldAccess';
import {
  allowedChildTypes,
  canEditConfig,
  canEditParentFlags,
  configFieldAccess,
  explainAddChild,
  explainAddEditSubscriptionsAt,
  explainDetailTabs,
  showsScopedTree,
  type ConfigField,
  type DetailTabKey,
} from '../domain/permissions/hierarchy';
import {
  commandBar,
  connectTenantCommand,
  explainDeleteOrganization,
  explainProvisionDpcAt,
  explainSetupReporting,
  setupReportingState,
  type CommandBarInput,
  type CommandKey,
} from '../domain/permissions/hierarchyCommands';
import {
  explainOrganizationAccess,
  organizationAccessByRole,
  accessVerdicts,
  type ExplainedAccess,
  type OrganizationAccess,
  type OrganizationLink,
} from '../domain/permissions/organizationAccess';
import {
  associationRowControls,
  canInvite,
  canUseInternalUserActions,
  cancelInviteControl,
  isSpecialStaffMode,
  tenantOverviewTabs,
  userDetailTabs,
  userOrganizationRowControls,
  type TenantOverviewRegion,
  type UserDetailTab,
} from '../domain/permissions/people';
import { canGrantRole } from '../domain/permissions/roleGrants';
import type { FeatureFlags } from '../domain/permissions/routes';
import { explainTenantStatusAt } from '../domain/permissions/tenantStatus';
import { allow, deny, type Verdict } from '../domain/permissions/verdict';
import { tmsRoles, type RoleCode } from '../domain/roles';
import { canAcknowledgeAlerts, canReadAlerts } from '../domain/alerts/alertRules';
import { hasAnyRole } from '../domain/profile';
// The catalogue alone, not the change schemas: this table stays free of zod (the first screen's weight).
import { mayStartChange } from '../domain/changes/catalogue';
import type { ChangeAction } from '../domain/changes/schemas';
import type { Capability } from '../domain/permissions/explainAccess';

/** What canAccess knows besides the question: who asks, and the build's brand switches. */
export interface AccessContext {
  profile: Profile;
  features: FeatureFlags;
  brand: BrandAccess;
}

/** One question, as react-admin asks it: `record` is the row, or the organization the question is about. */
export interface AccessQuestion {
  action: string;
  resource: string;
  record?: unknown;
}

/**
 * The record of a question about one organization: the organization, the path from the root to it
 * as the tree holds it (its fetched access: the parent flags decide view and manage), and the facts
 * its commands read. `path` is always there, undefined where the tree was not read: then only a role
 * that decides every organization alike answers. A record without it (a row react-admin's own
 * buttons pass) is not an organization's: the resource table answers.
 */
export interface OrganizationRecord {
  id: number;
  organizationType: OrganizationType;
  hasChildren?: boolean;
  path: readonly OrganizationLink[] | undefined;
  /** Its access as fetched elsewhere (a page the sandbox has let the user into), which `path` would otherwise decide. */
  access?: OrganizationAccess;
  /** A directory tenant is connected (azureAdTenantId set). */
  tenantConnected?: boolean;
  whitelabelCorrect?: boolean;
  hasReportingEndpoint?: boolean;
  hasActiveReportingSubscription?: boolean;
  /** The setup wizard was finished for the organization (doc 002 §5). */
  setupDone?: boolean;
  hasServiceWithEndpoint?: boolean;
  dpc?: { regionsAvailable: boolean; masterApplicationExists: boolean };
  /** The boundaries page's provisioning check, of the user's own organization and of this one. */
  ownProvisioned?: boolean;
  selectedProvisioned?: boolean;
}

/** A rule of this table: the dotted name's last part (a tab, a command, a field) is `key`. */
type Rule = (ctx: AccessContext, q: { action: string; key: string; record: unknown }) => Verdict;

const yes = (v: boolean, reason = 'allowed', refused = 'refused') => (v ? allow(reason) : deny(refused));

/** Reason of a question whose record lacks the path that decides it; the caller reads the tree and asks again. */
export const PATH_NEEDED = 'pathNeeded';

export function isOrganizationRecord(record: unknown): record is OrganizationRecord {
  return typeof record === 'object' && record !== null && 'path' in record && typeof (record as { id?: unknown }).id === 'number';
}

const organizationOf = (record: unknown) => (isOrganizationRecord(record) ? record : undefined);

/** The organization's view and manage verdicts: from its path, or from a role that decides every organization alike. */
export function explainedAccessOf(profile: Profile, org: OrganizationRecord | undefined): ExplainedAccess {
  if (org?.access) return accessVerdicts(org.access);
  if (org?.path) return explainOrganizationAccess(profile, org.path);
  const byRole = organizationAccessByRole(profile);
  if (byRole) return accessVerdicts(byRole);
  const refused = deny(PATH_NEEDED);
  return { view: refused, manage: refused };
}

function commandInput(profile: Profile, org: OrganizationRecord): CommandBarInput {
  const { view, manage } = explainedAccessOf(profile, org);
  return {
    profile,
    organization: { id: org.id, organizationType: org.organizationType, hasChildren: org.hasChildren ?? false },
    access: { view: view.allowed, manage: manage.allowed },
    tenantConnected: org.tenantConnected ?? false,
    whitelabelCorrect: org.whitelabelCorrect ?? true,
    hasReportingEndpoint: org.hasReportingEndpoint ?? false,
    hasActiveReportingSubscription: org.hasActiveReportingSubscription ?? false,
    setupDone: org.setupDone ?? false,
    hasServiceWithEndpoint: org.hasServiceWithEndpoint ?? false,
    dpc: org.dpc ?? { regionsAvailable: false, masterApplicationExists: false },
  };
}

/** Rules over an organization record; without one the question is refused. */
const onOrganization =
  (rule: (ctx: AccessContext, org: OrganizationRecord, q: { action: string; key: string }) => Verdict): Rule =>
  (ctx, q) => {
    const org = organizationOf(q.record);
    return org ? rule(ctx, org, q) : deny('unknownOrganization');
  };

function organizationRule(ctx: AccessContext, org: OrganizationRecord, { action }: { action: string }): Verdict {
  const { profile } = ctx;
  const access = explainedAccessOf(profile, org);
  switch (action) {
    case 'list':
    case 'show':
      return access.view;
    case 'edit':
      return access.manage;
    case 'create':
      return explainAddChild(org, access);
    case 'delete':
      return explainDeleteOrganization(
        profile,
        { id: org.id, organizationType: org.organizationType, hasChildren: org.hasChildren ?? false },
        access,
      );
    default:
      return deny('refused');
  }
}

function detailTab(ctx: AccessContext, org: OrganizationRecord, { key }: { key: string }): Verdict {
  const input = commandInput(ctx.profile, org);
  const tabs = explainDetailTabs({
    profile: ctx.profile,
    access: explainedAccessOf(ctx.profile, org),
    hasReportingEndpoint: input.hasReportingEndpoint,
    setupConditionsMet: setupReportingState(input).visible,
  });
  return Object.hasOwn(tabs, key) ? tabs[key as DetailTabKey] : deny('refused');
}

/**
 * A command of the organization's command bar: `show` is whether it is offered, `run` whether it is
 * offered and enabled (the refusal's reason is the one the bar shows, `hierarchy.commands.disabled.*`).
 * `connectTenant` and `assignWhitelabel` are the tenant connection command's two forms.
 */
function command(ctx: AccessContext, org: OrganizationRecord, { action, key }: { action: string; key: string }): Verdict {
  const input = commandInput(ctx.profile, org);
  if (key === 'connectTenant' || key === 'assignWhitelabel') {
    const offered = connectTenantCommand(input) === (key === 'connectTenant' ? 'connect' : 'assignWhitelabel');
    return yes(offered && (action === 'show' || action === 'run'), 'shown', 'hidden');
  }
  // Setup Reporting and Provision DPC answer `run` with their rules' own reasons (the Access tab's
  // rows); they allow exactly when the bar enables them.
  if (action === 'run' && key === 'setupReporting') return explainSetupReporting({ ...input, access: explainedAccessOf(ctx.profile, org) });
  if (action === 'run' && key === 'provisionDpc') return explainProvisionDpcAt(ctx.profile, explainedAccessOf(ctx.profile, org), input.dpc);
  const commands = commandBar(input);
  if (!Object.hasOwn(commands, key)) return deny('refused');
  const state = commands[key as CommandKey];
  if (!state.visible) return deny('hidden');
  if (action === 'show') return allow('shown');
  if (action !== 'run') return deny('refused');
  return state.enabled ? allow('shown') : deny(state.reason ?? 'refused');
}

/** A field of the organization's configuration: `show` unless hidden from the role, `edit` where it edits. */
const configField: Rule = (ctx, { action, key }) => {
  if (key === '') return yes(action === 'edit' ? canEditConfig(ctx.profile) : true);
  const fields = configFieldAccess(ctx.profile);
  if (!Object.hasOwn(fields, key)) return deny('refused');
  const access = fields[key as ConfigField];
  if (action === 'show') return yes(access !== 'hidden');
  return yes(action === 'edit' && access === 'edit');
};

/** A user's detail tab (doc 001 §6): an Account Administrator sees the Organizations tab only. */
const userTab: Rule = (ctx, { key }) => yes(userDetailTabs(ctx.profile).includes(key as UserDetailTab));

/** A row of an organization's users (record: `{ userId, canAdminister }`): its role picker and Remove. */
const associationRow: Rule = (ctx, { record }) => {
  const row = record as { userId?: string; canAdminister?: boolean } | undefined;
  if (!row?.userId) return deny('refused');
  return yes(associationRowControls(ctx.profile, row.userId, row.canAdminister ?? true).rolePicker);
};

/** A row of a user's organizations (record: `{ userId, organizationId }`): its role picker and Remove. */
const userOrganizationRow: Rule = (ctx, { record }) => {
  const row = record as { userId?: string; organizationId?: number } | undefined;
  if (!row?.userId || typeof row.organizationId !== 'number') return deny('refused');
  return yes(userOrganizationRowControls(ctx.profile, row.userId, { organizationId: row.organizationId }).rolePicker);
};

/**
 * Invites: `create` is whether the user may invite at all (a TMS-restricted profile may not); with a
 * record, `delete` is the invite's Cancel: `show` whether it is offered (pending), `delete` whether
 * it is enabled; `{ asInternal: true }` asks it from a user's detail.
 */
const invitesWithRecord: Rule = (ctx, { action, record }) => {
  const invite = record as { isPending?: boolean; isCancelling?: boolean; asInternal?: boolean } | undefined;
  if (invite?.asInternal) return yes(action === 'delete' && canCancelInviteAsInternal(ctx.profile));
  if (action === 'create') return yes(canInvite(ctx.profile));
  const control = cancelInviteControl(ctx.profile, { isPending: invite?.isPending ?? false, isCancelling: invite?.isCancelling });
  if (action === 'show') return yes(control.offered);
  return yes(action === 'delete' && control.enabled);
};

const dataCollection = onOrganization((ctx, org, { action }) => {
  const access = explainedAccessOf(ctx.profile, org);
  const manage = explainManageDataCollection(ctx.profile, org, access);
  if (action === 'edit') return manage;
  if (action === 'delete') return yes(canDeprovision(ctx.profile, org, { view: access.view.allowed, manage: access.manage.allowed }));
  return deny('refused');
});

export const RADAR_PROVISIONING_HIDDEN = 'radarProvisioningDisabled';

/** The rules of this table by name; a name not here is a resource or page of the resource table. */
export const recordRules: Readonly<Record<string, Rule>> = {
  organizations: onOrganization(organizationRule),
  'organizations.tabs': onOrganization(detailTab),
  'organizations.commands': onOrganization(command),
  /** `organizations.config` (edit: the Config tab saves), `organizations.config.<field>` (show, edit). */
  'organizations.config': configField,
  /** The child organization form's parent flags, on the organization edited. */
  'organizations.parentFlags': onOrganization((ctx, org, { action }) =>
    yes(action === 'edit' && canEditParentFlags(ctx.profile, org, { view: true, manage: explainedAccessOf(ctx.profile, org).manage.allowed })),
  ),
  /** The types a child of the organization may have (`organizations.childTypes.<type>`, create). */
  'organizations.childTypes': onOrganization((_ctx, org, { key }) =>
    yes(allowedChildTypes(org.organizationType).includes(Number(key) as OrganizationType)),
  ),
  'organizations.dataCollection': dataCollection,
  /** The demo-data section of the Data Collection tab (doc 000 §6). */
  'organizations.dataCollection.demoData': onOrganization((ctx, org) => yes(showDemoDataSection(ctx.profile, org.id, ctx.brand))),
  /** Provisioning on the Data Collection tab: a brand may hide it for some types (its refusal names the message). */
  'organizations.dataCollection.provisioning': onOrganization((ctx, org) =>
    yes(showProvisioning(org, ctx.brand), 'allowed', RADAR_PROVISIONING_HIDDEN),
  ),
  /**
   * The terms dialog over the hierarchy (doc 002 §6): due by the dialog's facts (`terms` of the record),
   * to a user who manages the organization and is not vendor staff.
   */
  'organizations.terms': onOrganization((ctx, org) => {
    const manage = explainedAccessOf(ctx.profile, org).manage;
    if (!manage.allowed) return manage;
    const terms = (org as OrganizationRecord & { terms?: Omit<TermsDialogInput, 'rootOrganizationType'> }).terms;
    return yes(!!terms && showTermsDialog({ ...terms, rootOrganizationType: ctx.profile.organizationType }), 'termsDue', 'termsNotDue');
  }),
  /**
   * The hierarchy page as the whole hierarchy (its title "Organization Hierarchy", doc 000 §2): the
   * vendor's staff (TMS roles); an organization's own administrators get "My Organization".
   */
  'hierarchy.whole': (ctx) => yes(hasAnyRole(ctx.profile, tmsRoles)),
  /**
   * The tree with the users' e-mails, so that its search also finds an organization by one of its
   * users (our choice; doc 000 §3 "with ?addUsers=true for some profiles" does not say which): the
   * vendor's support staff (TMS admin, TMS viewer); everyone else gets the organizations only.
   */
  'hierarchy.userSearch': (ctx) => yes(hasAnyRole(ctx.profile, ['tmsadmin', 'tmsviewer'])),
  /** The hierarchy page's tree, scoped to the user's organizations (showsScopedTree). */
  'hierarchy.scopedTree': (ctx) => yes(showsScopedTree(ctx.profile)),
  tenantNotes: (ctx, q) => {
    if (q.action !== 'edit') return deny('refused');
    return onOrganization((c, org) => explainedAccessOf(c.profile, org).manage)(ctx, q);
  },
  subscriptions: onOrganization((ctx, org, { action }) => {
    const access = explainedAccessOf(ctx.profile, org);
    return action === 'create' || action === 'edit' ? explainAddEditSubscriptionsAt(ctx.profile, access) : access.view;
  }),
  /**
   * The organization's boundaries (doc 002 §6): `manage` is whether the user manages them (the own
   * organization, or one whose Parent can manage is on); create, edit and delete also need the role
   * and both provisioning checks (`ownProvisioned`, `selectedProvisioned`).
   */
  containers: onOrganization((ctx, org, { action }) => {
    const manages = explainManagesBoundaries(ctx.profile, org.path ?? []);
    if (action === 'manage') return manages;
    if (action !== 'create' && action !== 'edit' && action !== 'delete') return deny('refused');
    return explainWriteBoundaries(ctx.profile, manages, org.ownProvisioned ?? false, org.selectedProvisioned ?? false);
  }),
  groups: onOrganization((ctx, org) => explainReadGroupsAt(ctx.profile, explainedAccessOf(ctx.profile, org), ctx.features)),
  tenantOverview: onOrganization((ctx, org) => explainTenantStatusAt(ctx.profile, explainedAccessOf(ctx.profile, org), ctx.features)),
  /** Tenant Status's region tabs (doc 001 §2.2): the staff see S1 only. */
  'tenantOverview.tabs': (ctx, { key }) => yes(tenantOverviewTabs(ctx.profile).includes(key as TenantOverviewRegion)),
  /** Tenant Status's filters in staff mode (isSpecialStaffMode). */
  'tenantOverview.staffMode': (ctx) => yes(isSpecialStaffMode(ctx.profile)),
  /** A user's detail: `users.tabs.<tab>`, and the internal user actions (`users.commands`). */
  'users.tabs': userTab,
  'users.commands': (ctx) => yes(canUseInternalUserActions(ctx.profile)),
  'organizationUsers.row': associationRow,
  'userAssociations.row': userOrganizationRow,
  /** The app bar's alerts (doc 001 "Global search and alerts"): `list` reads them, `edit` acknowledges. */
  alerts: (ctx, { action }) => yes(action === 'list' ? canReadAlerts(ctx.profile) : action === 'edit' && canAcknowledgeAlerts(ctx.profile)),
  /** A role the user may grant or take away (`roles.<code>`, edit; roleGrants). */
  roles: (ctx, { key }) => yes(canGrantRole(ctx.profile, key as RoleCode)),
  invites: invitesWithRecord,
  /** The manage-associations dialog's tabs (doc 000 §6, brand switches). */
  'organizationUsers.tabs': (ctx, { key }) =>
    yes(
      key === 'associations' ||
        (key === 'invitations' && ctx.brand.invitationsAllowed) ||
        (key === 'userManagement' && ctx.brand.userManagementAllowed),
    ),
  /** A change job's action the user may start on some organization (`changes.actions.<action>`, create); the preview decides each target. */
  'changes.actions': (ctx, { key }) => yes(mayStartChange(ctx.profile, key as ChangeAction) === true),
  /** A service account's type the brand allows (`serviceAccounts.accountTypes.<type>`). */
  'serviceAccounts.accountTypes': (ctx, { key }) => yes(accountTypeOptions(ctx.brand).includes(Number(key) as 1 | 3)),
};

/**
 * The Access tab's capabilities (src/domain/permissions/explainAccess.ts's list) as the questions the
 * screens ask: a row's answer and reason are canAccess's to that question, for the user shown.
 */
export const capabilityQuestions: Readonly<Record<Capability, { resource: string; action: string }>> = {
  viewOrganization: { resource: 'organizations', action: 'show' },
  manageOrganization: { resource: 'organizations', action: 'edit' },
  tabConfig: { resource: 'organizations.tabs.config', action: 'show' },
  tabServices: { resource: 'organizations.tabs.services', action: 'show' },
  tabDataCollection: { resource: 'organizations.tabs.dataCollection', action: 'show' },
  tabSubscriptions: { resource: 'organizations.tabs.subscriptions', action: 'show' },
  tabNotes: { resource: 'organizations.tabs.notes', action: 'show' },
  addEditSubscriptions: { resource: 'subscriptions', action: 'create' },
  addChild: { resource: 'organizations', action: 'create' },
  deleteOrganization: { resource: 'organizations', action: 'delete' },
  setupReporting: { resource: 'organizations.commands.setupReporting', action: 'run' },
  provisionDpc: { resource: 'organizations.commands.provisionDpc', action: 'run' },
  manageDataCollection: { resource: 'organizations.dataCollection', action: 'edit' },
  manageBoundaries: { resource: 'containers', action: 'edit' },
  organizationGroups: { resource: 'groups', action: 'list' },
  tenantStatus: { resource: 'tenantOverview', action: 'list' },
};

/**
 * Resources whose rule here is asked with an organization record only: without one (or with a row of
 * the resource), the resource table answers (e.g. `organizations` list); `invites` with any record.
 */
const needsOrganization = new Set(['organizations', 'tenantNotes', 'subscriptions', 'containers', 'groups', 'tenantOverview']);
const needsRecord = new Set([...needsOrganization, 'invites']);

/** Rules asked with or without a record, whatever the name's last part: `roles`'s key is the role code. */
const keyedByLastPart = new Set(['roles']);

/**
 * The rule for a resource name and the key it is asked with: the name itself (its record decides), or
 * the name without its last part (`organizations.tabs.config` → `organizations.tabs`, key `config`).
 */
export function recordRuleFor(resource: string, record: unknown): { rule: Rule; key: string } | undefined {
  if (Object.hasOwn(recordRules, resource) && !keyedByLastPart.has(resource)) {
    if (needsOrganization.has(resource) && !isOrganizationRecord(record)) return undefined;
    if (needsRecord.has(resource) && (record === undefined || record === null)) return undefined;
    return { rule: recordRules[resource], key: '' };
  }
  const dot = resource.lastIndexOf('.');
  if (dot < 0) return undefined;
  const prefix = resource.slice(0, dot);
  if (!Object.hasOwn(recordRules, prefix) || needsRecord.has(prefix)) return undefined;
  return { rule: recordRules[prefix], key: resource.slice(dot + 1) };
}

/** The brand switches of /config.json's brand; without one, the default brand's (doc 000 §6). */
export function brandAccessOf(brand: Pick<AppConfig['brand'], keyof BrandAccess> = { whitelabelId: null, ...defaultBrandAccess }): BrandAccess {
  const { whitelabelId, allowedAccountTypes, invitationsAllowed, userManagementAllowed, radarProvisioningAllowed } = brand;
  return { whitelabelId, allowedAccountTypes, invitationsAllowed, userManagementAllowed, radarProvisioningAllowed };
}
