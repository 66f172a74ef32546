/**
 * Saving a boundary (doc 002 §4): the ordered calls of a submit, as data. Pure: no fetch.
 * - Add: "create the container; then add each user; then add each data source."
 * - Edit: "patch name and description only if changed; then add new users, remove dropped users,
 *   update users whose anonymous flag changed; then add new data sources, delete removed ones,
 *   update those whose allowedFields or restriction changed."
 * Each call carries what doc 002 §3 "Submit result" records: httpMethod, endpoint, payload, containerId.
 */
import type {
  ContainerCreateBody,
  ContainerDatasourceCreateBody,
  ContainerDatasourceUpdateBody,
  ContainerUpdateBody,
  ContainerUserCreateBody,
  ContainerUserUpdateBody,
} from '../schemas/container';
import type { BoundaryFormValues } from './boundaryForm';
import { USER_DIRECTORY_SOURCE } from './catalogue';
import { restrictionOfScoped } from './filterBuilder';

/** `containerId` null: the container this plan creates (add mode), known once its POST answered. */
export type BoundaryCall =
  | { op: 'createContainer'; httpMethod: 'post'; organizationId: number; containerId: null; payload: ContainerCreateBody }
  | { op: 'updateContainer'; httpMethod: 'patch'; containerId: number; payload: ContainerUpdateBody }
  | { op: 'deleteContainer'; httpMethod: 'delete'; containerId: number; payload: null }
  | { op: 'addUser'; httpMethod: 'post'; containerId: number | null; payload: ContainerUserCreateBody }
  | { op: 'updateUser'; httpMethod: 'patch'; containerId: number; novaContainerUserId: number; payload: ContainerUserUpdateBody }
  | { op: 'removeUser'; httpMethod: 'delete'; containerId: number; novaContainerUserId: number; payload: null }
  | { op: 'addDatasource'; httpMethod: 'post'; containerId: number | null; payload: ContainerDatasourceCreateBody }
  | { op: 'updateDatasource'; httpMethod: 'patch'; containerId: number; datasourceId: number; payload: ContainerDatasourceUpdateBody }
  | { op: 'removeDatasource'; httpMethod: 'delete'; containerId: number; datasourceId: number; payload: null };

/** The account service path of a call (doc 002 §7 "Boundaries"); the container's id once known. */
export function callEndpoint(call: BoundaryCall): string {
  const base = `/api/v1.0/containers/${call.containerId ?? '{containerId}'}`;
  switch (call.op) {
    case 'createContainer':
      return `/api/v1.0/organizations/${call.organizationId}/containers`;
    case 'updateContainer':
    case 'deleteContainer':
      return base;
    case 'addUser':
      return `${base}/users`;
    case 'updateUser':
    case 'removeUser':
      return `${base}/users/${call.novaContainerUserId}`;
    case 'addDatasource':
      return `${base}/datasources`;
    case 'updateDatasource':
    case 'removeDatasource':
      return `${base}/datasources/${call.datasourceId}`;
  }
}

/** The data sources to save, the user directory source with the builder's restriction. */
function dataSourcesOf(values: BoundaryFormValues) {
  return values.dataSources.map((d) => (d.datasource === USER_DIRECTORY_SOURCE ? { ...d, restriction: restrictionOfScoped(values.scoped) } : d));
}

/** The calls of an add: the container, then each user, then each data source, in the form's order. */
export function addPlan(organizationId: number, values: BoundaryFormValues): BoundaryCall[] {
  return [
    {
      op: 'createContainer',
      httpMethod: 'post',
      organizationId,
      containerId: null,
      payload: { name: values.name.trim(), description: values.description },
    },
    ...values.users.map((u): BoundaryCall => ({
      op: 'addUser',
      httpMethod: 'post',
      containerId: null,
      payload: { userId: u.userId, anonymous: u.anonymous, allowedActions: u.allowedActions },
    })),
    ...dataSourcesOf(values).map((d): BoundaryCall => ({
      op: 'addDatasource',
      httpMethod: 'post',
      containerId: null,
      payload: { datasource: d.datasource, allowedFields: d.allowedFields, restriction: d.restriction },
    })),
  ];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The calls of an edit: only the difference between the loaded boundary and the form. */
export function editPlan(containerId: number, loaded: BoundaryFormValues, values: BoundaryFormValues): BoundaryCall[] {
  const calls: BoundaryCall[] = [];
  const name = values.name.trim();
  if (name !== loaded.name || values.description !== loaded.description) {
    calls.push({ op: 'updateContainer', httpMethod: 'patch', containerId, payload: { name, description: values.description } });
  }
  const before = new Map(loaded.users.map((u) => [u.userId, u]));
  const after = new Set(values.users.map((u) => u.userId));
  for (const u of values.users) {
    if (!before.has(u.userId))
      calls.push({
        op: 'addUser',
        httpMethod: 'post',
        containerId,
        payload: { userId: u.userId, anonymous: u.anonymous, allowedActions: u.allowedActions },
      });
  }
  for (const u of loaded.users) {
    if (!after.has(u.userId) && u.novaContainerUserId !== undefined) {
      calls.push({ op: 'removeUser', httpMethod: 'delete', containerId, novaContainerUserId: u.novaContainerUserId, payload: null });
    }
  }
  for (const u of values.users) {
    const old = before.get(u.userId);
    if (old?.novaContainerUserId !== undefined && old.anonymous !== u.anonymous) {
      calls.push({
        op: 'updateUser',
        httpMethod: 'patch',
        containerId,
        novaContainerUserId: old.novaContainerUserId,
        payload: { anonymous: u.anonymous, allowedActions: old.allowedActions },
      });
    }
  }
  const sources = dataSourcesOf(values);
  const loadedSources = new Map(dataSourcesOf(loaded).map((d) => [d.datasource, d]));
  const kept = new Set(sources.map((d) => d.datasource));
  for (const d of sources) {
    if (!loadedSources.has(d.datasource)) {
      calls.push({
        op: 'addDatasource',
        httpMethod: 'post',
        containerId,
        payload: { datasource: d.datasource, allowedFields: d.allowedFields, restriction: d.restriction },
      });
    }
  }
  for (const d of loadedSources.values()) {
    if (!kept.has(d.datasource) && d.datasourceId !== undefined)
      calls.push({ op: 'removeDatasource', httpMethod: 'delete', containerId, datasourceId: d.datasourceId, payload: null });
  }
  for (const d of sources) {
    const old = loadedSources.get(d.datasource);
    if (old?.datasourceId !== undefined && (!sameList(old.allowedFields, d.allowedFields) || old.restriction !== d.restriction)) {
      calls.push({
        op: 'updateDatasource',
        httpMethod: 'patch',
        containerId,
        datasourceId: old.datasourceId,
        payload: { allowedFields: d.allowedFields, restriction: d.restriction },
      });
    }
  }
  return calls;
}
