import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** The organization's name for texts (its id until it is known, or when it cannot be read). */
export function useOrganizationName(orgId: number): string {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['manageAssociations', 'organization', orgId],
    queryFn: () => dataProvider.getOrganization(orgId),
    staleTime: 60_000,
  });
  return data?.name ?? `#${orgId}`;
}
