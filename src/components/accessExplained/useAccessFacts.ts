// Shared, so kept in src/components: the "Why?" link on any no-permission message and the user's Access tab both show it.
import {
  canViewAt,
  canManageAt,
  childIdsAt,
  nameAt,
  organizationTypeAt,
  parentIdAt,
  positionOf,
  type PackedTree,
} from '../../dataProvider/associationsTree/packedTree';
import type { OrganizationLink, OrganizationRecord } from '../../authProvider/accessNames';
import type { Profile } from '../../domain/profile';
import { isTenantWhitelabelCorrect } from '../../domain/schemas/directoryTenant';
import { hasActiveSubscriptionFor } from '../../domain/status/subscription';
import { isServiceProvisioned, REPORTING_ENDPOINT_NAME } from '../../domain/status/provisioning';
import { useProvisioned } from '../../resources/containers/useBoundaryManagement';
import { dpcAvailability, useDpcEndpoints } from '../../resources/subscriptions/dpcQueries';
import { useAssociations, useDirectoryTenant, useOrganization, useServiceLocations } from '../../resources/organizations/hierarchyQueries';
import { isSetupDone } from '../hierarchy/setupDone';
import { useSubscriptions } from '../../resources/subscriptions/subscriptionQueries';

/** The path from the top of the viewer's tree down to `orgId` (names included, for the sentences); [] when the tree has no such organization. */
export function treePath(tree: PackedTree, orgId: number): OrganizationLink[] {
  const out: OrganizationLink[] = [];
  for (let i = positionOf(tree, orgId); i >= 0;) {
    const parentId = parentIdAt(tree, i);
    out.unshift({
      id: tree.ids[i],
      parentId,
      organizationType: organizationTypeAt(tree, i),
      parentCanView: canViewAt(tree, i),
      parentCanManage: canManageAt(tree, i),
      name: nameAt(tree, i),
    });
    i = parentId === null ? -1 : positionOf(tree, parentId);
  }
  return out;
}

/**
 * The organization `orgId` as canAccess's record: what the rules read of it for `subject`, with the queries the
 * hierarchy page and the boundaries page read them with (same keys, same cache). The viewer's tree
 * gives the path, type and children; a fact is asked only of an organization the viewer's tree holds.
 * "Setup done" is kept by the browser that finished the wizard, so it is read only when the subject is
 * the viewer; for another user it reads as not done, as in a browser that has not finished it.
 * `ready` once every answer needed is in.
 */
export function useAccessFacts(viewer: Profile, subject: Profile | undefined, orgId: number | undefined) {
  const tree = useAssociations(viewer).data?.tree;
  const position = tree && orgId !== undefined ? positionOf(tree, orgId) : -1;
  const known = position >= 0 ? orgId : undefined;
  const organization = useOrganization(known);
  const connected = !!organization.data?.azureAdTenantId;
  const tenant = useDirectoryTenant(known, connected);
  const locations = useServiceLocations(known);
  const subscriptions = useSubscriptions(known ?? 0, known !== undefined);
  const dpc = useDpcEndpoints(known ?? 0, known !== undefined);
  const ownInTree = tree && subject ? positionOf(tree, subject.organizationId) >= 0 : false;
  const ownProvisioned = useProvisioned(ownInTree ? subject?.organizationId : undefined);
  const selectedProvisioned = useProvisioned(known);
  if (!tree || orgId === undefined) return { ready: false as const };
  if (known === undefined) return { ready: true as const, record: unknownRecord(orgId) };
  const pending = [organization, locations, subscriptions, dpc, selectedProvisioned].some((q) => q.isPending) || (connected && tenant.isPending);
  if (pending || (ownInTree && ownProvisioned.isPending)) return { ready: false as const };
  const list = locations.data ?? [];
  const record: OrganizationRecord = {
    path: treePath(tree, orgId),
    id: orgId,
    organizationType: organizationTypeAt(tree, position),
    hasChildren: childIdsAt(tree, position).length > 0,
    tenantConnected: connected,
    whitelabelCorrect: organization.data ? isTenantWhitelabelCorrect(organization.data, tenant.data) : true,
    hasReportingEndpoint: isServiceProvisioned(REPORTING_ENDPOINT_NAME, list),
    hasActiveReportingSubscription: hasActiveSubscriptionFor(subscriptions.data ?? [], REPORTING_ENDPOINT_NAME),
    setupDone: subject?.userId === viewer.userId && isSetupDone(orgId),
    hasServiceWithEndpoint: list.some((l) => l.endpoints.length > 0),
    dpc: dpcAvailability(dpc.data),
    ownProvisioned: ownProvisioned.data === true,
    selectedProvisioned: selectedProvisioned.data === true,
  };
  return { ready: true as const, record };
}

/** An organization outside the viewer's tree: nothing is known of it but its id, and the access rule says so. */
const unknownRecord = (id: number): OrganizationRecord => ({
  path: [],
  id,
  organizationType: 5,
  hasChildren: false,
  tenantConnected: false,
  whitelabelCorrect: true,
  hasReportingEndpoint: false,
  hasActiveReportingSubscription: false,
  setupDone: false,
  hasServiceWithEndpoint: false,
  dpc: { regionsAvailable: false, masterApplicationExists: true },
  ownProvisioned: false,
  selectedProvisioned: false,
});
