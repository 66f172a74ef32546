import { isProvisionedLookup } from '../domain/permissions/boundaries';
import type { NovaContainerUser, OrganizationMember } from '../domain/schemas/container';
import type { Services } from './types';

/**
 * The reads of the virtual boundaries page that are not CRUD of `containers` (doc 002 §7;
 * docs/architecture.md, "Calls that are not CRUD are typed methods"): the provisioning check and the check-permissions panel's users and a user's boundaries.
 */
export interface BoundaryPageMethods {
  /** GET (location) …/organizations/{org}/products/1/Radar%20uAPI: "non-empty means provisioned". */
  isBoundaryProductProvisioned(orgId: number, signal?: AbortSignal): Promise<boolean>;
  /** GET …/organizations/{org}/users: the users a boundary may hold. */
  getBoundaryOrganizationUsers(orgId: number, signal?: AbortSignal): Promise<OrganizationMember[]>;
  /** GET …/organizations/{org}/users/{userId}/novaContainerUsers: the user's boundaries in the organization. */
  getUserBoundaries(orgId: number, userId: string, signal?: AbortSignal): Promise<NovaContainerUser[]>;
}

export function createBoundaryPageMethods({ containers }: Services): BoundaryPageMethods {
  return {
    isBoundaryProductProvisioned: async (orgId, signal) => isProvisionedLookup(await containers.radarProduct(orgId, signal)),
    getBoundaryOrganizationUsers: (orgId, signal) => containers.organizationUsers(orgId, signal),
    getUserBoundaries: (orgId, userId, signal) => containers.userContainers(orgId, userId, signal),
  };
}
