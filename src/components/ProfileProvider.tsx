import { createContext, useMemo, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { Profile } from '../domain/profile';

export interface ProfileState {
  /** The signed-in profile (authProvider.getPermissions); undefined while it loads. */
  profile: Profile | undefined;
  isPending: boolean;
}

/** Filled by ProfileProvider only; read through useProfile. */
export const ProfileContext = createContext<ProfileState | null>(null);

/**
 * Reads the signed-in profile once for everything under it (the layout: the app bar, the menu and
 * every page). react-admin's usePermissions also subscribes to the router (it can sign out on a
 * refused answer), so each of its readers rendered again whenever the routes above them did, on
 * every navigation and every auth answer; the pages' and the app bar's readers now render again
 * only when the profile itself changes.
 */
export function ProfileProvider({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<Profile>();
  const value = useMemo(() => ({ profile: permissions, isPending }), [permissions, isPending]);
  return <ProfileContext.Provider value={value}>{children}</ProfileContext.Provider>;
}
