import type { Profile } from '../domain/profile';
import { claimsToProfile } from '../domain/schemas/profile';
import { ApiError } from '../dataProvider/ApiError';
import type { Session } from '../dataProvider/types';
import type { OidcUser, OidcUserManager } from './userManager';

/** The stored user when it is still valid (present and not expired). */
export async function validUser(userManager: Pick<OidcUserManager, 'getUser'>): Promise<OidcUser | null> {
  const user = await userManager.getUser();
  return user && !user.expired ? user : null;
}

export function profileOf(user: Pick<OidcUser, 'profile'>): Profile {
  return claimsToProfile(user.profile);
}

/** The data layer's view of the session: the token for each request and the signed-in profile. */
export function createSession(userManager: Pick<OidcUserManager, 'getUser'>): Session {
  return {
    async getAccessToken() {
      return (await validUser(userManager))?.access_token ?? null;
    },
    async getProfile() {
      const user = await validUser(userManager);
      if (!user) throw new ApiError({ status: 401, kind: 'http' });
      return profileOf(user);
    },
  };
}
