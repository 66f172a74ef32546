import { useEffect } from 'react';
import { useStore } from 'react-admin';

/**
 * The organization last chosen in the hierarchy (react-admin's store, this browser): the pages that
 * work on one organization start with it, through their address (the menu's links carry it, built by
 * each menu entry's withOrganization), so a copied link keeps it too. Filled by the hierarchy page only.
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
