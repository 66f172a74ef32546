import type { AuthProvider } from 'react-admin';
import type { FeatureFlags } from '../domain/permissions/routes';
import { canAccessResource, safeReturnPath } from './canAccess';
import { profileOf, validUser } from './session';
import type { OidcUserManager } from './userManager';
import { treeCache, type TreeCache } from '../dataProvider/associationsTree/treeCache';

export interface AuthProviderOptions {
  userManager: OidcUserManager;
  features: FeatureFlags;
  /** The organization tree kept in the browser, emptied at every sign-out. */
  keptTree?: Pick<TreeCache, 'clear'>;
}

/** Parameters of `logout`: `endSession` also ends the session at the authority (the sign-out item). */
export interface LogoutParams {
  endSession?: boolean;
}

/** What react-admin reads from a rejection: no notification, straight to the sign-in page. */
const silentRejection = { message: false as const };

/**
 * react-admin's AuthProvider over OpenID Connect (code + PKCE, oidc-client-ts):
 *
 * - a visit without a valid user fails checkAuth → react-admin calls logout() (local only) and goes
 *   to /login with the page it came from → LoginPage calls login({returnTo}) → signinRedirect, the
 *   return path travels in the OIDC state;
 * - the authority sends the browser to /auth-callback → handleCallback exchanges the code and
 *   returns {redirectTo: returnTo}; AuthCallbackPage replaces the address (no code left in it);
 * - an API 401 rejects checkError → the same way back to sign-in; a 403 is the page's business;
 * - the user-menu sign-out calls logout({endSession: true}) → signoutRedirect with id_token_hint.
 */
export function createAuthProvider({ userManager, features, keptTree = treeCache }: AuthProviderOptions): AuthProvider {
  const requireProfile = async () => {
    const user = await validUser(userManager);
    if (!user) throw silentRejection;
    return profileOf(user);
  };

  return {
    async login(params?: { returnTo?: string }) {
      await userManager.signinRedirect({ state: { returnTo: safeReturnPath(params?.returnTo) } });
    },

    async handleCallback() {
      const user = await userManager.signinRedirectCallback();
      const state = user.state as { returnTo?: unknown } | undefined;
      return { redirectTo: safeReturnPath(state?.returnTo) };
    },

    async checkAuth() {
      if (!(await validUser(userManager))) throw silentRejection;
    },

    async checkError(error: { status?: number } | undefined) {
      if (error?.status === 401) {
        await userManager.removeUser();
        throw silentRejection;
      }
      // 403 and every other failure: stay signed in; the page shows its own message.
    },

    async logout(params?: LogoutParams | null) {
      // Every way out (the sign-out item, an expired session, a 401): the kept tree goes first.
      await keptTree.clear();
      const user = await userManager.getUser();
      if (params?.endSession && user) {
        await userManager.signoutRedirect({ id_token_hint: user.id_token });
        return false;
      }
      await userManager.removeUser();
    },

    async getIdentity() {
      const profile = await requireProfile();
      const fullName = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
      return { id: profile.userId, fullName, email: profile.email };
    },

    getPermissions: () => requireProfile(),

    async canAccess({ resource, action }) {
      const user = await validUser(userManager);
      if (!user) return false;
      return canAccessResource(profileOf(user), { resource, action }, features);
    },
  };
}
