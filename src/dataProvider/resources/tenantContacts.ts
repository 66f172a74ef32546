import type { RegionKey } from '../../domain/config';
import type { TenantContactBody } from '../../domain/schemas/tenantStatus';
import type { ResourceHandlers } from '../resourceHandlers';
import type { ResourceContext } from '../types';

/**
 * A tenant's contact as react-admin holds it: one record per organization, its id the organization's;
 * `contactId` is the service's id (0 when none exists yet).
 */
export interface TenantContactRecord extends TenantContactBody {
  id: number;
  contactId: number;
}

const host = ({ config }: ResourceContext, meta: { region?: RegionKey } | undefined) => config.regions[meta?.region ?? 'US']?.reporting ?? '';
const bodyOf = (d: Partial<TenantContactBody>): TenantContactBody => ({
  name: d.name ?? '',
  email: d.email ?? '',
  phone: d.phone ?? '',
  notes: d.notes ?? '',
});

/**
 * `tenantContacts` (doc 001 §7): GET, POST and PATCH {regional}/api/v1.0/organizations/{org}/Settings/tenantContact.
 * The region's reporting host comes from `meta.region`. Doc 001 §7: "Save uses POST when id is 0,
 * otherwise PATCH with the id": `create` posts (the first save), `update` patches the contactId.
 */
export const tenantContacts: ResourceHandlers = {
  getOne: async ({ id, meta, signal }, ctx) => {
    const orgId = Number(id);
    const { id: contactId, ...rest } = await ctx.services.tenantStatus.getContact(host(ctx, meta), orgId, signal);
    return { data: { id: orgId, contactId, ...rest } satisfies TenantContactRecord };
  },
  create: async ({ data, meta }, ctx) => {
    const orgId = Number(data.id);
    const { id: contactId, ...rest } = await ctx.services.tenantStatus.createContact(host(ctx, meta), orgId, bodyOf(data));
    return { data: { id: orgId, contactId, ...rest } satisfies TenantContactRecord };
  },
  update: async ({ id, data, previousData, meta }, ctx) => {
    const orgId = Number(id);
    const saved = await ctx.services.tenantStatus.updateContact(host(ctx, meta), orgId, Number(previousData.contactId), bodyOf(data));
    const { id: contactId, ...rest } = saved;
    return { data: { id: orgId, contactId, ...rest } satisfies TenantContactRecord };
  },
  errorKeys: {
    getOne: 'tenantOverview.contact.error.failedToLoad',
    create: 'tenantOverview.contact.error.failedToSave',
    update: 'tenantOverview.contact.error.failedToSave',
  },
};
