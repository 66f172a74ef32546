/**
 * "Why can this user…?": sixteen capabilities of a user over one organization. Each is one call of
 * the rule that decides it — the explain… form of the function the console and the sandbox decide
 * with, whose boolean form is built from it — so the answer and its reason are that rule's. This
 * list only feeds each rule the facts it takes; the access rule's verdicts go in whole, so a rule
 * refusing for want of view or manage names the flag or role that is missing.
 */
import type { OrganizationType } from '../organizationTypes';
import type { Profile } from '../profile';
import type { FeatureFlags } from './routes';
import { explainManagesBoundaries, explainWriteBoundaries } from './boundaries';
import { explainManageDataCollection } from './dataCollection';
import { explainReadGroupsAt } from './groups';
import { explainAddChild, explainAddEditSubscriptionsAt, explainDetailTabs } from './hierarchy';
import {
  explainDeleteOrganization,
  explainProvisionDpcAt,
  explainSetupReporting,
  setupReportingState,
  type CommandBarInput,
} from './hierarchyCommands';
import { explainOrganizationAccess, type OrganizationLink } from './organizationAccess';
import { explainTenantStatusAt } from './tenantStatus';
import type { Verdict } from './verdict';

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
  const access = explainOrganizationAccess(profile, facts.path);
  const input = { ...facts, profile, access };
  const booleans = { view: access.view.allowed, manage: access.manage.allowed };
  const tabs = explainDetailTabs({
    profile,
    access,
    hasReportingEndpoint: facts.hasReportingEndpoint,
    setupConditionsMet: setupReportingState({ ...facts, profile, access: booleans } satisfies CommandBarInput).visible,
  });
  return {
    viewOrganization: access.view,
    manageOrganization: access.manage,
    tabConfig: tabs.config,
    tabServices: tabs.services,
    tabDataCollection: tabs.dataCollection,
    tabSubscriptions: tabs.subscriptions,
    tabNotes: tabs.notes,
    addEditSubscriptions: explainAddEditSubscriptionsAt(profile, access),
    addChild: explainAddChild(facts.organization, access),
    deleteOrganization: explainDeleteOrganization(profile, facts.organization, access),
    setupReporting: explainSetupReporting(input),
    provisionDpc: explainProvisionDpcAt(profile, access, facts.dpc),
    manageDataCollection: explainManageDataCollection(profile, facts.organization, access),
    manageBoundaries: explainWriteBoundaries(profile, explainManagesBoundaries(profile, facts.path), facts.ownProvisioned, facts.selectedProvisioned),
    organizationGroups: explainReadGroupsAt(profile, access, facts.features),
    tenantStatus: explainTenantStatusAt(profile, access, facts.features),
  };
}
