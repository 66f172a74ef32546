import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './index';

export const availableRolesQueryKey = ['availableRoles'] as const;

/**
 * The roles that can be assigned (GET /api/v1.0/roles), loaded once when the console starts
 * (doc 001 §7: "loads available roles on application ready") and shared by every screen. A failure
 * shows "Unable to fetch available roles - …" in the error bar.
 */
export function useAvailableRoles() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: availableRolesQueryKey,
    queryFn: () => dataProvider.getRoles(),
    staleTime: Infinity,
    retry: false,
    // Loaded once for the whole session: its failure is not one page's, so it stays when the page changes.
    meta: { errorKey: 'roles.error.failToLoad', sessionWide: true },
  });
}
