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
 * otherwise PATCH with the id": the contact dialog edits the organization's one contact record, and
 * `update` posts it while the loaded one has no id yet (contactId 0), and patches that id after.
 */
export const tenantContacts: ResourceHandlers = {
  getOne: async ({ id, meta, signal }, ctx) => {
    const orgId = Number(id);
    const { id: contactId, ...rest } = await ctx.services.tenantStatus.getContact(host(ctx, meta), orgId, signal);
    return { data: { id: orgId, contactId, ...rest } satisfies TenantContactRecord };
  },
  update: async ({ id, data, previousData, meta }, ctx) => {
    const orgId = Number(id);
    const contactId = Number(previousData.contactId);
    const { tenantStatus } = ctx.services;
    const saved =
      contactId === 0
        ? await tenantStatus.createContact(host(ctx, meta), orgId, bodyOf(data))
        : await tenantStatus.updateContact(host(ctx, meta), orgId, contactId, bodyOf(data));
    const { id: newContactId, ...rest } = saved;
    return { data: { id: orgId, contactId: newContactId, ...rest } satisfies TenantContactRecord };
  },
  errorKeys: {
    getOne: 'tenantOverview.contact.error.failedToLoad',
    update: 'tenantOverview.contact.error.failedToSave',
  },
};
