import type { ResourceHandlers } from '../resourceHandlers';

/** `organizations` (doc 000 §2, §7): one organization, GET /api/v1.0/organizations/{orgId}. */
export const organizations: ResourceHandlers = {
  getOne: async ({ id, signal }, { services }) => ({ data: await services.account.getOrganization(Number(id), signal) }),
  getMany: async ({ ids, signal }, { services }) => ({
    data: await Promise.all(ids.map((id) => services.account.getOrganization(Number(id), signal))),
  }),
  errorKeys: { getOne: 'organization.error.load' },
};
