import { createAccessVerdict, type DeclaredAccess } from '../../src/authProvider/canAccess';
import { brandAccessOf } from '../../src/authProvider/accessRules';
import type { ConsoleAuthProvider } from '../../src/authProvider/authProvider';
import type { AppConfig } from '../../src/domain/config';
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
 * A plain AuthProvider for a signed-in profile, without the OIDC machinery; its access decisions are
 * the production decision's (createAccessVerdict over the same resources and brand <App> is given).
 */
export function fakeAuthProvider(
  profile: Profile,
  features: FeatureFlags = { groupsEnabled: true },
  resources: readonly DeclaredAccess[] = appResources,
  brand?: AppConfig['brand'],
): ConsoleAuthProvider {
  const accessVerdict = createAccessVerdict({ features, brand: brandAccessOf(brand), resources });
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) throw { message: false };
    },
    getIdentity: async () => ({ id: profile.userId, fullName: `${profile.firstName} ${profile.lastName}`, email: profile.email }),
    getPermissions: async () => profile,
    canAccess: async ({ resource, action, record }) => accessVerdict(profile, { resource, action, record }).allowed,
    accessVerdict,
  };
}
