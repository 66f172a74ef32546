import {
  containerCreatedSchema,
  containerDatasourceCreatedSchema,
  containerDatasourceSchema,
  containerListSchema,
  containerSchema,
  containerUserCreatedSchema,
  containerUserSchema,
  novaContainerUserListSchema,
  organizationMemberListSchema,
  productLocationSchema,
  RADAR_UAPI_PRODUCT,
  type ContainerCreateBody,
  type ContainerDatasourceCreateBody,
  type ContainerDatasourceUpdateBody,
  type ContainerUpdateBody,
  type ContainerUserCreateBody,
  type ContainerUserUpdateBody,
} from '../../domain/schemas/container';
import { buildUrl, seg, type HttpClient } from '../http';

/**
 * Virtual boundaries (doc 002 §7 "Boundaries"): the containers of the tenant management (account)
 * service, one function per endpoint, and the provisioning check of the location service.
 */
export function createContainersService(http: HttpClient, accountUrl: string, locationUrl: string) {
  const org = (orgId: number) => buildUrl(accountUrl, `/api/v1.0/organizations/${seg(orgId)}`);
  const container = (id: number) => buildUrl(accountUrl, `/api/v1.0/containers/${seg(id)}`);
  return {
    /** GET /api/v1.0/organizations/{org}/containers. */
    list: (orgId: number, signal?: AbortSignal) => http.request(`${org(orgId)}/containers`, { schema: containerListSchema, signal }),
    /** GET /api/v1.0/containers/{containerId}: name, description, users, datasources. */
    get: (id: number, signal?: AbortSignal) => http.request(container(id), { schema: containerSchema, signal }),
    /** POST /api/v1.0/organizations/{org}/containers with name, description; answers {containerId}. */
    create: (orgId: number, body: ContainerCreateBody) =>
      http.request(`${org(orgId)}/containers`, { method: 'POST', body, schema: containerCreatedSchema }),
    /** PATCH /api/v1.0/containers/{containerId} with name, description. */
    update: (id: number, body: ContainerUpdateBody) => http.request(container(id), { method: 'PATCH', body, schema: containerSchema }),
    /** DELETE /api/v1.0/containers/{containerId}. */
    remove: (id: number) => http.request<void>(container(id), { method: 'DELETE' }),

    /** POST {base}/{containerId}/users with userId, anonymous, allowedActions; answers {novaContainerUserId}. */
    addUser: (id: number, body: ContainerUserCreateBody) =>
      http.request(`${container(id)}/users`, { method: 'POST', body, schema: containerUserCreatedSchema }),
    /** PATCH {base}/{containerId}/users/{novaContainerUserId} with anonymous, allowedActions. */
    updateUser: (id: number, novaContainerUserId: number, body: ContainerUserUpdateBody) =>
      http.request(`${container(id)}/users/${seg(novaContainerUserId)}`, { method: 'PATCH', body, schema: containerUserSchema }),
    /** DELETE {base}/{containerId}/users/{novaContainerUserId}. */
    removeUser: (id: number, novaContainerUserId: number) =>
      http.request<void>(`${container(id)}/users/${seg(novaContainerUserId)}`, { method: 'DELETE' }),

    /** POST {base}/{containerId}/datasources with datasource, allowedFields, restriction; answers {datasourceId}. */
    addDatasource: (id: number, body: ContainerDatasourceCreateBody) =>
      http.request(`${container(id)}/datasources`, { method: 'POST', body, schema: containerDatasourceCreatedSchema }),
    /** PATCH {base}/{containerId}/datasources/{datasourceId} with allowedFields, restriction. */
    updateDatasource: (id: number, datasourceId: number, body: ContainerDatasourceUpdateBody) =>
      http.request(`${container(id)}/datasources/${seg(datasourceId)}`, { method: 'PATCH', body, schema: containerDatasourceSchema }),
    /** DELETE {base}/{containerId}/datasources/{datasourceId}. */
    removeDatasource: (id: number, datasourceId: number) =>
      http.request<void>(`${container(id)}/datasources/${seg(datasourceId)}`, { method: 'DELETE' }),

    /** GET /api/v1.0/organizations/{org}/users: users with userId, names, email (the users picker). */
    organizationUsers: (orgId: number, signal?: AbortSignal) => http.request(`${org(orgId)}/users`, { schema: organizationMemberListSchema, signal }),
    /** GET /api/v1.0/organizations/{org}/users/{userId}/novaContainerUsers: the user's boundaries (check permissions). */
    userContainers: (orgId: number, userId: string, signal?: AbortSignal) =>
      http.request(`${org(orgId)}/users/${seg(userId)}/novaContainerUsers`, { schema: novaContainerUserListSchema, signal }),

    /** GET /api/v1.0/organizations/{org}/products/1/Radar%20uAPI (location service): non-empty means provisioned. */
    radarProduct: (orgId: number, signal?: AbortSignal) =>
      http.request(buildUrl(locationUrl, `/api/v1.0/organizations/${seg(orgId)}/products/${RADAR_UAPI_PRODUCT.id}/${seg(RADAR_UAPI_PRODUCT.name)}`), {
        schema: productLocationSchema.array(),
        signal,
      }),
  };
}
export type ContainersService = ReturnType<typeof createContainersService>;
