import type { AuthProvider } from 'react-admin';
import { canAccessResource, type ExtraResourceRoutes } from '../../src/authProvider/canAccess';
import type { Session } from '../../src/dataProvider/types';
import type { FeatureFlags } from '../../src/domain/permissions/routes';
import type { Profile } from '../../src/domain/profile';

export const testToken = 'test-access-token';

/** A signed-in session without the OIDC machinery. */
export function fakeSession(profile: Profile, token: string = testToken): Session {
  return { getAccessToken: async () => token, getProfile: async () => profile };
}

/** A plain AuthProvider for a signed-in profile; access decisions still come from the domain. */
export function fakeAuthProvider(profile: Profile, features: FeatureFlags = { groupsEnabled: true }, extra: ExtraResourceRoutes = {}): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) throw { message: false };
    },
    getIdentity: async () => ({ id: profile.userId, fullName: `${profile.firstName} ${profile.lastName}`, email: profile.email }),
    getPermissions: async () => profile,
    canAccess: async ({ resource, action }) => canAccessResource(profile, { resource, action }, features, extra),
  };
}
