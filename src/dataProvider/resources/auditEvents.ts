import type { ResourceHandlers } from '../resourceHandlers';

/**
 * `auditEvents`: read-only; ra-data-simple-rest's provider over the audit service
 * (services/auditEvents.ts) answers the reads. Nothing writes an entry from the console.
 */
export const auditEvents: ResourceHandlers = {
  getList: (params, { services }) => services.auditEvents.getList('auditEvents', params),
  getOne: (params, { services }) => services.auditEvents.getOne('auditEvents', params),
  getMany: (params, { services }) => services.auditEvents.getMany('auditEvents', params),
  errorKeys: { getList: 'auditEvents.error.load', getOne: 'auditEvents.error.load', getMany: 'auditEvents.error.load' },
};
