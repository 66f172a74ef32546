import { useAppConfig } from '../../config';
import {
  commandOrder,
  type CommandKey,
  type CommandState,
  type DetailTabKey,
  detailTabOrder,
  type OrganizationRecord,
} from '../../authProvider/accessNames';
import { useAccess } from '../../components/useAccess';
import { hasActiveSubscriptionFor } from '../../domain/status/subscription';
import { useSubscriptions } from '../subscriptions/subscriptionQueries';
import { isTenantWhitelabelCorrect } from '../../domain/schemas/directoryTenant';
import type { ServiceLocation } from '../../domain/schemas/organization';
import { isServiceProvisioned, REPORTING_ENDPOINT_NAME } from '../../domain/status/provisioning';
import { useAuthenticationType, useDirectoryTenant, useOrganization, useServiceLocations } from './hierarchyQueries';
import { accessPath, type TreeIndex } from '../../components/hierarchy/treeModel';
import { dpcAvailability, useDpcEndpoints } from '../subscriptions/dpcQueries';
import { isSetupDone } from '../../components/hierarchy/setupDone';

/**
 * Everything the selected organization's panel decides from: its data, and canAccess's answers about
 * it (the organization with its path and facts is the record): view and manage, the visible tabs,
 * the command bar and the tenant connection command.
 */
export function useOrganizationDetail(index: TreeIndex, orgId: number) {
  const { brand } = useAppConfig();
  const { verdict } = useAccess();
  const node = index.byId.get(orgId);
  const base: OrganizationRecord = {
    id: orgId,
    organizationType: node?.organizationType ?? 5,
    hasChildren: (node?.children.length ?? 0) > 0,
    path: accessPath(index, orgId),
  };
  const can = (question: { resource: string; action: string }, record: OrganizationRecord = base) => verdict({ ...question, record }).allowed;
  const access = { view: can({ resource: 'organizations', action: 'show' }), manage: can({ resource: 'organizations', action: 'edit' }) };
  const organization = useOrganization(node ? orgId : undefined);
  const org = organization.data;
  const tenantConnected = !!org?.azureAdTenantId;
  const tenant = useDirectoryTenant(node ? orgId : undefined, tenantConnected);
  const locations = useServiceLocations(node ? orgId : undefined);
  const authType = useAuthenticationType(node ? orgId : undefined);
  const locationList: ServiceLocation[] = locations.data ?? [];
  const hasEndpoint = (name: string) => isServiceProvisioned(name, locationList);
  const hasReportingEndpoint = hasEndpoint(REPORTING_ENDPOINT_NAME);
  // Only Setup Reporting needs the subscriptions here: read them for those who could be offered it
  // (asked as if a subscription were active and reporting not set up).
  const offeredSetup = can({ resource: 'organizations.commands.setupReporting', action: 'show' }, { ...base, hasActiveReportingSubscription: true });
  const subscriptions = useSubscriptions(orgId, !!node && offeredSetup);
  // Provision DPC reads the DPC product's endpoints (products/3, doc 000 §3 and §7), not the main
  // location call; read only for those the rule could show it to (a TMS admin at the root).
  const offeredDpc = can(
    { resource: 'organizations.commands.provisionDpc', action: 'show' },
    { ...base, dpc: { regionsAvailable: true, masterApplicationExists: false } },
  );
  const dpcEndpoints = useDpcEndpoints(orgId, !!node && offeredDpc);

  const record: OrganizationRecord = {
    ...base,
    tenantConnected,
    whitelabelCorrect: org ? isTenantWhitelabelCorrect(org, tenant.data) : true,
    hasReportingEndpoint,
    hasActiveReportingSubscription: hasActiveSubscriptionFor(subscriptions.data ?? [], REPORTING_ENDPOINT_NAME),
    setupDone: isSetupDone(orgId),
    hasServiceWithEndpoint: locationList.some((l) => l.endpoints.length > 0),
    dpc: dpcAvailability(dpcEndpoints.data),
  };
  const tabs: DetailTabKey[] = detailTabOrder.filter((t) => can({ resource: `organizations.tabs.${t}`, action: 'show' }, record));
  const commands = Object.fromEntries(
    commandOrder.map((k): [CommandKey, CommandState] => {
      const run = verdict({ resource: `organizations.commands.${k}`, action: 'run', record });
      if (run.allowed) return [k, { visible: true, enabled: true }];
      if (!can({ resource: `organizations.commands.${k}`, action: 'show' }, record)) return [k, { visible: false, enabled: false }];
      return [k, { visible: true, enabled: false, reason: run.reason as CommandState['reason'] }];
    }),
  ) as Record<CommandKey, CommandState>;
  const connectCommand = can({ resource: 'organizations.commands.connectTenant', action: 'show' }, record)
    ? ('connect' as const)
    : can({ resource: 'organizations.commands.assignWhitelabel', action: 'show' }, record)
      ? ('assignWhitelabel' as const)
      : null;
  return {
    node,
    access,
    /** The organization as canAccess's record, for the questions its tabs and forms ask. */
    record,
    organization,
    tenant,
    locations,
    authType,
    hasReportingEndpoint,
    tabs,
    commands,
    connectCommand,
    // Doc 000 §2: the info bar for an organization the user views and may not manage.
    showInfoBar: access.view && !access.manage,
    brand,
  };
}
export type OrganizationDetail = ReturnType<typeof useOrganizationDetail>;
