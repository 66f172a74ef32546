import { useAppConfig } from '../../config';
import type { Profile } from '../../domain/profile';
import { detailTabs, showNoManagePermissionBar, type DetailTabKey } from '../../domain/permissions/hierarchy';
import {
  canProvisionDpc,
  canSetupReporting,
  commandBar,
  connectTenantCommand,
  setupReportingState,
  type CommandBarInput,
} from '../../domain/permissions/hierarchyCommands';
import { hasActiveSubscriptionFor } from '../../domain/status/subscription';
import { useSubscriptions } from '../subscriptions/subscriptionQueries';
import { organizationAccess } from '../../domain/permissions/organizationAccess';
import { isTenantWhitelabelCorrect } from '../../domain/schemas/directoryTenant';
import type { ServiceLocation } from '../../domain/schemas/organization';
import { isServiceProvisioned, REPORTING_ENDPOINT_NAME } from '../../domain/status/provisioning';
import { useAuthenticationType, useDirectoryTenant, useOrganization, useServiceLocations } from './hierarchyQueries';
import { accessPath, type TreeIndex } from '../../components/hierarchy/treeModel';
import { dpcAvailability, useDpcEndpoints } from '../subscriptions/dpcQueries';
import { isSetupDone } from '../../components/hierarchy/setupDone';

/**
 * Everything the selected organization's panel decides from: its data, the user's access to it,
 * the visible tabs and the command bar (all rules from src/domain).
 */
export function useOrganizationDetail(profile: Profile, index: TreeIndex, orgId: number) {
  const { brand } = useAppConfig();
  const node = index.byId.get(orgId);
  const access = organizationAccess(profile, accessPath(index, orgId));
  const organization = useOrganization(node ? orgId : undefined);
  const org = organization.data;
  const tenantConnected = !!org?.azureAdTenantId;
  const tenant = useDirectoryTenant(node ? orgId : undefined, tenantConnected);
  const locations = useServiceLocations(node ? orgId : undefined);
  const authType = useAuthenticationType(node ? orgId : undefined);
  const locationList: ServiceLocation[] = locations.data ?? [];
  const hasEndpoint = (name: string) => isServiceProvisioned(name, locationList);
  const hasReportingEndpoint = hasEndpoint(REPORTING_ENDPOINT_NAME);
  // Only Setup Reporting needs the subscriptions here: read them for those who could be offered it.
  const subscriptions = useSubscriptions(orgId, !!node && access.manage && canSetupReporting(profile, true));
  // Provision DPC reads the DPC product's endpoints (products/3, doc 000 §3 and §7), not the main
  // location call; read only for those the rule could show it to (a TMS admin at the root).
  const dpcEndpoints = useDpcEndpoints(orgId, !!node && canProvisionDpc(profile, { regionsAvailable: true, masterApplicationExists: false }));

  const commandInput: CommandBarInput = {
    profile,
    organization: { id: orgId, organizationType: node?.organizationType ?? 5, hasChildren: (node?.children.length ?? 0) > 0 },
    access,
    tenantConnected,
    whitelabelCorrect: org ? isTenantWhitelabelCorrect(org, tenant.data) : true,
    hasReportingEndpoint,
    hasActiveReportingSubscription: hasActiveSubscriptionFor(subscriptions.data ?? [], REPORTING_ENDPOINT_NAME),
    setupDone: isSetupDone(orgId),
    hasServiceWithEndpoint: locationList.some((l) => l.endpoints.length > 0),
    dpc: dpcAvailability(dpcEndpoints.data),
  };
  const setupConditionsMet = setupReportingState(commandInput).visible;
  const tabs: DetailTabKey[] = detailTabs({ profile, access, hasReportingEndpoint, setupConditionsMet });
  return {
    node,
    access,
    organization,
    tenant,
    locations,
    authType,
    hasReportingEndpoint,
    tabs,
    commands: commandBar(commandInput),
    connectCommand: connectTenantCommand(commandInput),
    showInfoBar: showNoManagePermissionBar(access),
    brand,
  };
}
export type OrganizationDetail = ReturnType<typeof useOrganizationDetail>;
