import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { boundaryPageWarning, type OrganizationRecord } from '../../authProvider/accessNames';
import { useAccess } from '../../components/useAccess';

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
 * (canManage: canAccess's edit on `containers`, the organization with both provisioning checks as
 * record) and the page's warning. The provisioning check runs for the user's own organization and
 * the selected one (one call when they are the same). Until both answers are in, nothing is allowed
 * and nothing warns; a failed check counts as not provisioned (and shows in the error bar).
 */
export function useBoundaryManagement(ownOrganizationId: number, organization: OrganizationRecord | undefined) {
  const { can } = useAccess();
  const own = useProvisioned(ownOrganizationId);
  const selected = useProvisioned(organization?.id);
  if (!organization || own.isPending || selected.isPending) return { canManage: false, warning: undefined };
  const record = { ...organization, ownProvisioned: own.data === true, selectedProvisioned: selected.data === true };
  const manages = can({ resource: 'containers', action: 'manage', record });
  return {
    canManage: can({ resource: 'containers', action: 'edit', record }),
    warning: boundaryPageWarning(record.ownProvisioned, record.selectedProvisioned, manages),
  };
}
