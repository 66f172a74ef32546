import type { AuthProvider } from 'react-admin';
import { accessTable, canAccessResource, type DeclaredAccess } from '../../src/authProvider/canAccess';
import type { Session } from '../../src/dataProvider/types';
import type { FeatureFlags } from '../../src/domain/permissions/routes';
import type { Profile } from '../../src/domain/profile';
import { resources as appResources } from '../../src/resources';

export const testToken = 'test-access-token';

/** A signed-in session without the OIDC machinery. */
export function fakeSession(profile: Profile, token: string = testToken): Session {
  return { getAccessToken: async () => token, getProfile: async () => profile };
}

/**
 * A plain AuthProvider for a signed-in profile, without the OIDC machinery; its access decisions come
 * from the production table (accessTable over the same resources <App> is given).
 */
export function fakeAuthProvider(
  profile: Profile,
  features: FeatureFlags = { groupsEnabled: true },
  resources: readonly DeclaredAccess[] = appResources,
): AuthProvider {
  const table = accessTable(resources);
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) throw { message: false };
    },
    getIdentity: async () => ({ id: profile.userId, fullName: `${profile.firstName} ${profile.lastName}`, email: profile.email }),
    getPermissions: async () => profile,
    canAccess: async ({ resource, action }) => canAccessResource(profile, { resource, action }, features, table),
  };
}
