import { tenantOverviewRegions, type TenantOverviewRegion } from '../../authProvider/accessNames';
import { useAccess } from '../../components/useAccess';

/**
 * The region tabs of Tenant Status and of the dashboard (doc 001 §2.2), as canAccess allows them
 * (`tenantOverview.tabs.<region>`: provider staff see S1 only), and the tab a visit resolves to: the
 * one it names if shown, else the first shown (S1 for provider staff, else united-states).
 */
export function useRegionTabs() {
  const { can, isPending } = useAccess();
  const tabs = tenantOverviewRegions.filter((r) => can({ resource: `tenantOverview.tabs.${r}`, action: 'show' }));
  const resolve = (tab: string): TenantOverviewRegion => tabs.find((t) => t === tab) ?? tabs[0] ?? 'united-states';
  return { tabs, resolve, isPending };
}

/** Tenant Status's filters in staff mode (canAccess: `tenantOverview.staffMode`). */
export function useStaffMode(): boolean {
  return useAccess().can({ resource: 'tenantOverview.staffMode', action: 'show' });
}
