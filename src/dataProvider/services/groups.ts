import {
  groupCreatedSchema,
  organizationGroupListSchema,
  organizationGroupSchema,
  type GroupCreateBody,
  type GroupUpdateBody,
} from '../../domain/schemas/group';
import { buildUrl, seg, type HttpClient } from '../http';

/** Organization groups on the organization (account) service (doc 001 §7 "Organization groups"): one function per endpoint. */
export function createGroupsService(http: HttpClient, baseUrl: string) {
  const org = (orgId: number) => `/api/v1.0/organizations/${seg(orgId)}`;
  const group = (orgId: number, groupId: number) => buildUrl(baseUrl, `${org(orgId)}/organizationGroupHierarchy/${seg(groupId)}`);
  const member = (orgId: number, groupId: number, memberId: number) => `${group(orgId, groupId)}/organizations/${seg(memberId)}`;
  return {
    /** GET …/organizations/{org}/organizationGroupHierarchies: every group the organization owns. */
    list: (orgId: number, signal?: AbortSignal) =>
      http.request(buildUrl(baseUrl, `${org(orgId)}/organizationGroupHierarchies`), { schema: organizationGroupListSchema, signal }),

    /** POST …/organizationGroupHierarchy with {name, parentId} (null for a top-level group); answers {organizationGroupId}. */
    create: (orgId: number, body: GroupCreateBody) =>
      http.request(buildUrl(baseUrl, `${org(orgId)}/organizationGroupHierarchy`), { method: 'POST', body, schema: groupCreatedSchema }),

    /** PATCH …/organizationGroupHierarchy/{groupId} with {name}. */
    rename: (orgId: number, groupId: number, body: GroupUpdateBody) =>
      http.request(group(orgId, groupId), { method: 'PATCH', body, schema: organizationGroupSchema }),

    /** DELETE …/organizationGroupHierarchy/{groupId}. */
    remove: (orgId: number, groupId: number) => http.request<void>(group(orgId, groupId), { method: 'DELETE' }),

    /** POST …/organizationGroupHierarchy/{groupId}/organizations/{orgId}, no body: adds one organization. */
    addOrganization: (orgId: number, groupId: number, memberId: number) => http.request<void>(member(orgId, groupId, memberId), { method: 'POST' }),

    /** DELETE …/organizationGroupHierarchy/{groupId}/organizations/{orgId}, no body. */
    removeOrganization: (orgId: number, groupId: number, memberId: number) =>
      http.request<void>(member(orgId, groupId, memberId), { method: 'DELETE' }),
  };
}
export type GroupsService = ReturnType<typeof createGroupsService>;
