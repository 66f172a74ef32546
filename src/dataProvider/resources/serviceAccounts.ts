import type { ServiceAccountValues } from '../../domain/validation/serviceAccount';
import { arrayResource, type ResourceHandlers } from '../resourceHandlers';
import type { ResourceContext } from '../types';

const ownOrg = async ({ session }: ResourceContext) => (await session.getProfile()).organizationId;

/** The body of a create or an update: the password encrypted with the service's RSA key (doc 001 §5). */
async function body({ services }: ResourceContext, v: ServiceAccountValues) {
  // jsencrypt (about 15 KiB gzip) is fetched only when a secret is saved, not with the first screen.
  const [{ publicKey }, { encryptSecret }] = await Promise.all([services.serviceAccounts.getPublicKey(), import('../encryptSecret')]);
  return {
    identifier: v.identifier.trim(),
    userName: v.userName.trim(),
    secret: encryptSecret(v.password, publicKey),
    productId: v.productId,
  };
}

/**
 * `serviceAccounts` of the signed-in user's organization (doc 001 §2.6, §7): the list, create (answers
 * its id), update and delete. Only the ciphertext of the password travels.
 */
export const serviceAccounts: ResourceHandlers = {
  ...arrayResource(async (ctx, _filter, signal) => ctx.services.serviceAccounts.list(await ownOrg(ctx), signal)),
  create: async ({ data }, ctx) => {
    const sent = await body(ctx, data as ServiceAccountValues);
    const { id } = await ctx.services.serviceAccounts.create(await ownOrg(ctx), sent);
    return { data: { ...sent, id } };
  },
  update: async ({ id, data }, ctx) => {
    const sent = await body(ctx, data as ServiceAccountValues);
    await ctx.services.serviceAccounts.update(Number(id), sent);
    return { data: { ...sent, id } };
  },
  delete: async ({ id, previousData }, { services }) => {
    await services.serviceAccounts.remove(Number(id));
    return { data: previousData ?? { id } };
  },
  errorKeys: {
    getList: 'serviceAccounts.error.load',
    create: 'serviceAccounts.error.save',
    update: 'serviceAccounts.error.save',
    delete: 'serviceAccounts.error.delete',
  },
};
