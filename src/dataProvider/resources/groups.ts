import type { GroupCreateBody, OrganizationGroup } from '../../domain/schemas/group';
import { arrayResource, type ResourceHandlers } from '../resourceHandlers';
import type { ResourceContext } from '../types';

/** The groups shown are the signed-in user's organization's (a TMS admin manages the root's). */
const ownOrg = async ({ session }: ResourceContext) => (await session.getProfile()).organizationId;

/**
 * `groups` (doc 001 §2.1, §7): the list (the whole array, sorted and paged in the browser), create
 * (answers organizationGroupId), rename (update of the name only) and delete. Members are custom
 * methods (groupMethods.ts).
 */
export const groups: ResourceHandlers = {
  ...arrayResource<OrganizationGroup>(async (ctx, _filter, signal) => ctx.services.groups.list(await ownOrg(ctx), signal)),
  create: async ({ data }, ctx) => {
    const { name, parentId } = data as GroupCreateBody;
    const orgId = await ownOrg(ctx);
    const { organizationGroupId } = await ctx.services.groups.create(orgId, { name, parentId });
    const group: OrganizationGroup = { id: organizationGroupId, name: name.trim(), parentId, organizations: [], organizationId: orgId };
    return { data: group };
  },
  update: async ({ id, data }, ctx) => ({
    data: await ctx.services.groups.rename(await ownOrg(ctx), Number(id), { name: (data as { name: string }).name }),
  }),
  delete: async ({ id, previousData }, ctx) => {
    await ctx.services.groups.remove(await ownOrg(ctx), Number(id));
    return { data: previousData ?? { id } };
  },
  errorKeys: {
    getList: 'groups.error.fetch',
    getOne: 'groups.error.fetch',
    getMany: 'groups.error.fetch',
    create: 'groups.error.action',
    update: 'groups.error.action',
    delete: 'groups.error.delete',
  },
};
