import { useContext } from 'react';
import { ProfileContext, type ProfileState } from './ProfileProvider';

/** The signed-in profile (authProvider.getPermissions); undefined while it loads. Inside ProfileProvider. */
export function useProfile(): ProfileState {
  const state = useContext(ProfileContext);
  if (!state) throw new Error('useProfile is used outside ProfileProvider');
  return state;
}
