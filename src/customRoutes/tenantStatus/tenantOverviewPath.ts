/** The address parameter that holds the filter's organizations (ids, comma-separated): read by useOverviewState. */
export const ORGS_PARAM = 'orgs';

/** Tenant Status with its filter starting at these organizations (the default region's tab). */
export const tenantOverviewPath = (orgIds: readonly number[]) => `/tenant-overview?${ORGS_PARAM}=${orgIds.join(',')}`;
