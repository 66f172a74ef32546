/** The address parameter that holds the filter's organizations (ids, comma-separated): read by useOverviewState. */
export const ORGS_PARAM = 'orgs';

/** Tenant Status with its filter starting at these organizations, on the region tab `tab` (without one, the default region's). */
export const tenantOverviewPath = (orgIds: readonly number[], tab?: string) =>
  `/tenant-overview${tab ? `/${encodeURIComponent(tab)}` : ''}?${ORGS_PARAM}=${orgIds.join(',')}`;
