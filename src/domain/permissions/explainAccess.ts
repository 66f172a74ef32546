/**
 * "Why can this user…?": sixteen capabilities of a user over one organization, each answered by the
 * very rules the console and the sandbox decide with (their explain… forms, whose boolean forms the
 * callers use), with the reason of the rule that decided. Nothing here decides on its own: it only
 * feeds each rule the facts it takes and, where a rule refuses for want of view or manage, puts the
 * access rule's own reason in its place.
 */
import type { OrganizationType } from '../organizationTypes';
import type { Profile } from '../profile';
import { explainOpenRoute, type FeatureFlags } from './routes';
import { explainManagesBoundaries, explainWriteBoundaries } from './boundaries';
import { explainManageDataCollection } from './dataCollection';
import { explainAddChild, explainAddEditSubscriptions, explainDetailTabs } from './hierarchy';
import { canDeleteOrganization, explainProvisionDpc, explainSetupReporting, setupReportingState, type CommandBarInput } from './hierarchyCommands';
import { explainOrganizationAccess, type OrganizationLink } from './organizationAccess';
import { allOf, allow, deny, type Verdict } from './verdict';

export const capabilityOrder = [
  'viewOrganization',
  'manageOrganization',
  'tabConfig',
  'tabServices',
  'tabDataCollection',
  'tabSubscriptions',
  'tabNotes',
  'addEditSubscriptions',
  'addChild',
  'deleteOrganization',
  'setupReporting',
  'provisionDpc',
  'manageDataCollection',
  'manageBoundaries',
  'organizationGroups',
  'tenantStatus',
] as const;
export type Capability = (typeof capabilityOrder)[number];

/** What the rules read of the organization besides the user: the same facts the hierarchy page and the boundaries page read. */
export interface AccessFacts extends Pick<
  CommandBarInput,
  'tenantConnected' | 'whitelabelCorrect' | 'hasReportingEndpoint' | 'hasActiveReportingSubscription' | 'setupDone' | 'hasServiceWithEndpoint' | 'dpc'
> {
  /** Root → the organization, the organization last (with names, for the sentences); [] when unknown. */
  path: OrganizationLink[];
  organization: { id: number; organizationType: OrganizationType; hasChildren: boolean };
  /** The provisioning check of the boundaries page, for the user's own organization and this one. */
  ownProvisioned: boolean;
  selectedProvisioned: boolean;
  features: FeatureFlags;
}

export function explainAccess(profile: Profile, facts: AccessFacts): Record<Capability, Verdict> {
  const explained = explainOrganizationAccess(profile, facts.path);
  const access = { view: explained.view.allowed, manage: explained.manage.allowed };
  // A rule refusing for want of view or manage: the access rule says which link or role is missing.
  const why = (v: Verdict): Verdict => (v.reason === 'noView' ? explained.view : v.reason === 'noManage' ? explained.manage : v);
  const input: CommandBarInput = { ...facts, profile, access };
  const tabs = explainDetailTabs({
    profile,
    access,
    hasReportingEndpoint: facts.hasReportingEndpoint,
    setupConditionsMet: setupReportingState(input).visible,
  });
  const deletion = canDeleteOrganization(profile, facts.organization);
  return {
    viewOrganization: explained.view,
    manageOrganization: explained.manage,
    tabConfig: why(tabs.config),
    tabServices: why(tabs.services),
    tabDataCollection: why(tabs.dataCollection),
    tabSubscriptions: why(tabs.subscriptions),
    tabNotes: why(tabs.notes),
    addEditSubscriptions: allOf(explained.view, explainAddEditSubscriptions(profile)),
    addChild: why(explainAddChild(facts.organization, access)),
    deleteOrganization: allOf(explained.manage, deletion.allowed ? allow('deleteAllowed') : deny(deletion.reason)),
    setupReporting: why(explainSetupReporting(input)),
    provisionDpc: allOf(explained.view, explainProvisionDpc(profile, facts.dpc)),
    manageDataCollection: why(explainManageDataCollection(profile, facts.organization, access)),
    manageBoundaries: why(
      explainWriteBoundaries(profile, explainManagesBoundaries(profile, facts.path), facts.ownProvisioned, facts.selectedProvisioned),
    ),
    organizationGroups: allOf(explained.view, explainOpenRoute(profile, 'groups', facts.features)),
    tenantStatus: allOf(explained.view, explainOpenRoute(profile, 'tenantOverview', facts.features)),
  };
}
