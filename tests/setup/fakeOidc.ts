import type { User } from 'oidc-client-ts';
import type { OidcUserManager } from '../../src/authProvider/userManager';
import type { Profile } from '../../src/domain/profile';
import { profileToClaims } from '../../src/domain/schemas/profile';
import { profiles } from '../domain/profiles';

/** An oidc-client-ts user signed in as `profile` (its ID token claims), for the production authProvider. */
export function fakeUser(profile: Profile, { expired = false, state }: { expired?: boolean; state?: unknown } = {}): User {
  return {
    access_token: 'access-1',
    id_token: 'id-token-1',
    expired,
    state,
    profile: { ...profileToClaims(profile), iss: 'http://authority', aud: 'tenant-console', exp: 0, iat: 0 },
  } as unknown as User;
}

/** A UserManager-like object that records what the provider asked of it. */
export function fakeUserManager(user: User | null = null) {
  let stored = user;
  const calls: { method: string; args: unknown }[] = [];
  const manager: OidcUserManager = {
    getUser: async () => stored,
    removeUser: async () => {
      calls.push({ method: 'removeUser', args: undefined });
      stored = null;
    },
    signinRedirect: async (args) => {
      calls.push({ method: 'signinRedirect', args });
    },
    signinRedirectCallback: async () => {
      calls.push({ method: 'signinRedirectCallback', args: undefined });
      stored = fakeUser(profiles.tmsAdmin(), { state: { returnTo: '/my-invoices?page=2' } });
      return stored;
    },
    signoutRedirect: async (args) => {
      calls.push({ method: 'signoutRedirect', args });
    },
  };
  return { manager, calls };
}
