import type { Services, Session } from './types';

/**
 * The member calls of organization groups (doc 001 §7): not CRUD of the resource `groups`, so typed
 * methods of the data provider (docs/architecture.md, "Calls that are not CRUD are typed methods"). The groups are the signed-in user's organization's.
 */
export interface GroupMethods {
  /** POST …/organizationGroupHierarchy/{groupId}/organizations/{orgId}: one organization per call. */
  addOrganizationToGroup(groupId: number, orgId: number): Promise<void>;
  /** DELETE …/organizationGroupHierarchy/{groupId}/organizations/{orgId}. */
  removeOrganizationFromGroup(groupId: number, orgId: number): Promise<void>;
}

export function createGroupMethods({ groups }: Services, session: Session): GroupMethods {
  const ownOrg = async () => (await session.getProfile()).organizationId;
  return {
    addOrganizationToGroup: async (groupId, orgId) => groups.addOrganization(await ownOrg(), groupId, orgId),
    removeOrganizationFromGroup: async (groupId, orgId) => groups.removeOrganization(await ownOrg(), groupId, orgId),
  };
}
