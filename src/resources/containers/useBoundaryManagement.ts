import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { boundaryPageWarning, canWriteBoundaries } from '../../domain/permissions/boundaries';
import type { Profile } from '../../domain/profile';

/** Doc 002 §7: the product lookup of one organization ("non-empty means provisioned"); the Access tab reads it too. */
export function useProvisioned(orgId: number | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['boundaries', 'provisioned', orgId],
    queryFn: ({ signal }) => dataProvider.isBoundaryProductProvisioned(orgId!, signal),
    meta: { errorKey: 'boundaries.page.error.provisioning' },
    enabled: orgId !== undefined,
    staleTime: 60_000,
  });
}

/**
 * Doc 002 §6: whether the user may add, edit and delete boundaries of the selected organization
 * (canManage) and the page's warning. `manages` is managesBoundaries over the selected organization's
 * path (the own organization, or one whose parentCanManage is true). The provisioning check runs for
 * the user's own organization and the selected one (one call when they are the same). Until both
 * answers are in, nothing is allowed and nothing warns; a failed check counts as not provisioned
 * (and shows in the error bar).
 */
export function useBoundaryManagement(profile: Profile, organizationId: number | undefined, manages: boolean | undefined) {
  const own = useProvisioned(profile.organizationId);
  const selected = useProvisioned(organizationId);
  const known = !own.isPending && !selected.isPending && manages !== undefined;
  if (!known) return { canManage: false, warning: undefined };
  const ownOk = own.data === true;
  const selectedOk = selected.data === true;
  return {
    canManage: canWriteBoundaries(profile, manages, ownOk, selectedOk),
    warning: boundaryPageWarning(ownOk, selectedOk, manages),
  };
}
