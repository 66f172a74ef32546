import { arrayResource, type ResourceHandlers } from '../resourceHandlers';

/** `invoices` (doc 001 §2.4, §7): GET …/organizations/{own org}/billing, the whole list. */
export const invoices: ResourceHandlers = {
  ...arrayResource(async ({ services, session }, _filter, signal) =>
    services.account.getInvoices((await session.getProfile()).organizationId, signal),
  ),
  errorKeys: { getList: 'invoices.error.failedToLoad' },
};
