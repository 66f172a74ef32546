import { useEffect } from 'react';
import { useStore } from 'react-admin';
import type { RouteKey } from '../../domain/permissions/routes';
import { tenantOverviewPath } from '../../customRoutes/tenantStatus/tenantOverviewPath';
import { boundariesPath } from '../../resources/containers/boundariesPath';

/**
 * The organization last chosen in the hierarchy (react-admin's store, this browser): the pages that
 * work on one organization start with it, through their address (the menu's links carry it), so a
 * copied link keeps it too. Filled by the hierarchy page only.
 */
const CHOSEN_ORGANIZATION_KEY = 'hierarchy.chosenOrganization';

export const useChosenOrganization = () => useStore<number | undefined>(CHOSEN_ORGANIZATION_KEY, undefined)[0];

/** The hierarchy page tells which organization is chosen (undefined: none chosen in its address). */
export function useRememberChosenOrganization(orgId: number | undefined) {
  const [, setChosen] = useStore<number | undefined>(CHOSEN_ORGANIZATION_KEY, undefined);
  useEffect(() => {
    if (orgId !== undefined) setChosen(orgId);
  }, [orgId, setChosen]);
}

/** A menu entry's address, with the chosen organization for the pages that start with one (each page's own path builder). */
export function withChosenOrganization(route: RouteKey, path: string, orgId: number | undefined): string {
  if (orgId === undefined) return path;
  if (route === 'virtualBoundaries') return boundariesPath(orgId);
  if (route === 'tenantOverview') return tenantOverviewPath([orgId]);
  return path;
}
