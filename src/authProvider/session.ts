import type { Profile } from '../domain/profile';
import { claimsToProfile } from '../domain/schemas/profile';
import { visibleText } from '../domain/validation/text';
import { ApiError } from '../dataProvider/ApiError';
import type { Session } from '../dataProvider/types';
import type { OidcUser, OidcUserManager } from './userManager';
import type { TokenRenewal } from './renewal';

/** The stored user when it is still valid (present and not expired). */
export async function validUser(userManager: Pick<OidcUserManager, 'getUser'>): Promise<OidcUser | null> {
  const user = await userManager.getUser();
  return user && !user.expired ? user : null;
}

/**
 * The signed-in profile, its names as they are to be shown: a name that breaks the rule for stored text
 * comes with its refused characters as markers, as in every answer the data provider reads (src/dataProvider/shownText.ts).
 */
export function profileOf(user: Pick<OidcUser, 'profile'>): Profile {
  const profile = claimsToProfile(user.profile);
  return {
    ...profile,
    firstName: visibleText(profile.firstName),
    lastName: visibleText(profile.lastName),
    email: visibleText(profile.email),
    organizationName: visibleText(profile.organizationName),
  };
}

/** Where the signed-in user is read: the renewal when there is one (it renews an expired token first). */
export type UserSource = Pick<OidcUserManager, 'getUser'> | Pick<TokenRenewal, 'currentUser'>;

export function userOf(source: UserSource): Promise<OidcUser | null> {
  return 'currentUser' in source ? source.currentUser() : validUser(source);
}

/**
 * The data layer's view of the session: the token for each request, its replacement after a 401
 * (renewal.ts), and the signed-in profile.
 */
export function createSession(source: UserSource & Partial<Pick<TokenRenewal, 'replace'>>): Session {
  return {
    async getAccessToken() {
      return (await userOf(source))?.access_token ?? null;
    },
    renewAccessToken: source.replace ? (stale: string) => source.replace!(stale) : undefined,
    async getProfile() {
      const user = await userOf(source);
      if (!user) throw new ApiError({ status: 401, kind: 'http' });
      return profileOf(user);
    },
  };
}
