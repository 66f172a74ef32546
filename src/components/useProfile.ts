import { usePermissions } from 'react-admin';
import type { Profile } from '../domain/profile';

/** The signed-in profile (authProvider.getPermissions); undefined while it loads. */
export function useProfile(): { profile: Profile | undefined; isPending: boolean } {
  const { permissions, isPending } = usePermissions<Profile>();
  return { profile: permissions, isPending };
}
