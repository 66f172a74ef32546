import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

export const subscriptionKeys = {
  list: (orgId: number) => ['hierarchy', 'subscriptions', orgId] as const,
};

/** GET /api/v1.0/subscriptions/organizations/{orgId}, shared by the Subscriptions tab, the service tags and the commands. */
export function useSubscriptions(orgId: number, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: subscriptionKeys.list(orgId), queryFn: () => dataProvider.getSubscriptions(orgId), enabled });
}
