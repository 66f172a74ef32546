import type { BoundaryCall } from '../domain/boundaries/submitPlan';
import type { Container } from '../domain/schemas/container';
import type { Services } from './types';

/**
 * The add/edit boundary wizard's calls (doc 002 §4, §7 "Boundaries"): not CRUD of the resource
 * `containers`, so typed methods of the data provider (docs/architecture.md, "Calls that are not CRUD are typed methods"). `sendBoundaryCall` sends
 * one call of a submit plan (src/domain/boundaries/submitPlan.ts) through the containers service.
 */
export interface BoundaryMethods {
  /** GET /api/v1.0/containers/{containerId}: the boundary with its users and data sources. */
  getBoundary(containerId: number, signal?: AbortSignal): Promise<Container>;
  /** One call of a submit plan; the create answers the new container's id. */
  sendBoundaryCall(call: BoundaryCall): Promise<{ containerId?: number } | void>;
}

export function createBoundaryMethods({ containers }: Services): BoundaryMethods {
  const needId = (id: number | null) => {
    if (id === null) throw new Error('The boundary has not been created');
    return id;
  };
  return {
    getBoundary: (containerId, signal) => containers.get(containerId, signal),
    async sendBoundaryCall(call) {
      switch (call.op) {
        case 'createContainer':
          return containers.create(call.organizationId, call.payload);
        case 'updateContainer':
          await containers.update(call.containerId, call.payload);
          return;
        case 'deleteContainer':
          return containers.remove(call.containerId);
        case 'addUser':
          await containers.addUser(needId(call.containerId), call.payload);
          return;
        case 'updateUser':
          await containers.updateUser(call.containerId, call.novaContainerUserId, call.payload);
          return;
        case 'removeUser':
          return containers.removeUser(call.containerId, call.novaContainerUserId);
        case 'addDatasource':
          await containers.addDatasource(needId(call.containerId), call.payload);
          return;
        case 'updateDatasource':
          await containers.updateDatasource(call.containerId, call.datasourceId, call.payload);
          return;
        case 'removeDatasource':
          return containers.removeDatasource(call.containerId, call.datasourceId);
      }
    },
  };
}
