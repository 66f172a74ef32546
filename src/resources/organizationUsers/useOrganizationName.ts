import { useGetOne } from 'react-admin';
import type { Organization } from '../../domain/schemas/organization';

/** The organization's name for texts (its id until it is known, or when it cannot be read: the texts still read). */
export function useOrganizationName(orgId: number): string {
  const { data } = useGetOne<Organization>('organizations', { id: orgId }, { staleTime: 60_000, meta: { errorKey: false } });
  return data?.name ?? `#${orgId}`;
}
