import { REPORTING_ENDPOINT_NAME } from '../../domain/status/provisioning';
import { EndpointMissingError } from '../ApiError';
import type { ResourceHandlers } from '../resourceHandlers';
import type { ResourceContext } from '../types';
import { reportingEndpointOf } from './organizationWrites';

/** A tenant's note as react-admin holds it: one record per organization, its id the organization's. */
export interface TenantNote {
  id: number;
  text: string;
}

async function reportingHost({ services }: ResourceContext, orgId: number) {
  const host = await reportingEndpointOf(services, orgId);
  if (!host) throw new EndpointMissingError(REPORTING_ENDPOINT_NAME);
  return host;
}

/**
 * `tenantNotes` (doc 000 §2 "Notes", §7): one free-text note per tenant at the organization's
 * Reporting endpoint, GET and PATCH /api/tenants/{orgId}/notes ({customNodes}).
 */
export const tenantNotes: ResourceHandlers = {
  getOne: async ({ id, signal }, ctx) => {
    const orgId = Number(id);
    const note = await ctx.services.reporting.getNote(await reportingHost(ctx, orgId), orgId, signal);
    return { data: { id: orgId, text: note.customNodes } satisfies TenantNote };
  },
  update: async ({ id, data }, ctx) => {
    const orgId = Number(id);
    const note = await ctx.services.reporting.saveNote(await reportingHost(ctx, orgId), orgId, (data as TenantNote).text);
    return { data: { id: orgId, text: note.customNodes } satisfies TenantNote };
  },
  errorKeys: { getOne: 'notes.error.failedToGet', update: 'notes.error.failedToSend' },
};
