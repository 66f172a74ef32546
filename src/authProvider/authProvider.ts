import type { AuthProvider } from 'react-admin';
import type { FeatureFlags } from '../domain/permissions/routes';
import type { BrandAccess } from '../domain/permissions/brand';
import { createAccessVerdict, safeReturnPath, type AccessVerdict, type DeclaredAccess } from './canAccess';
import { brandAccessOf } from './accessRules';
import { profileOf, userOf } from './session';
import type { TokenRenewal } from './renewal';
import { draftsAtSessionEnd, keepOnlyDraftsOf, removeAllDrafts } from '../components/drafts/draftStore';
import type { OidcUserManager } from './userManager';
import { treeCache, type TreeCache } from '../dataProvider/associationsTree/treeCache';

export interface AuthProviderOptions {
  userManager: OidcUserManager;
  features: FeatureFlags;
  /** The brand switches canAccess answers (/config.json `brand`); the default brand's without. */
  brand?: BrandAccess;
  /** The resources of this build (src/resources), each with the access rule its entry declares. */
  resources: readonly DeclaredAccess[];
  /** The organization tree kept in the browser, emptied at every sign-out. */
  keptTree?: Pick<TreeCache, 'clear'>;
  /** Renews an expired access token before the user is judged signed out (renewal.ts). */
  renewal?: Pick<TokenRenewal, 'currentUser'>;
}

/**
 * The console's AuthProvider: react-admin's, and the same access decision as a synchronous function
 * of a profile, which useAccess (src/components) asks for a screen's many answers at once.
 */
export type ConsoleAuthProvider = AuthProvider & { accessVerdict: AccessVerdict };

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
 * - an expired access token is renewed with the refresh token (renewal.ts) before the user is judged
 *   signed out, and a request answered 401 is sent once more with the renewed token;
 * - an API 401 that stands rejects checkError → the same way back to sign-in; a 403 is the page's business;
 * - the user-menu sign-out calls logout({endSession: true}) → signoutRedirect with id_token_hint.
 */
export function createAuthProvider({
  userManager,
  features,
  brand = brandAccessOf(),
  resources,
  keptTree = treeCache,
  renewal,
}: AuthProviderOptions): ConsoleAuthProvider {
  const accessVerdict = createAccessVerdict({ features, brand, resources });
  const source = renewal ?? userManager;
  const validUser = () => userOf(source);
  const requireProfile = async () => {
    const user = await validUser();
    if (!user) throw silentRejection;
    return profileOf(user);
  };

  // Set while the sign-out item leaves for the authority. signoutRedirect forgets the user before
  // it navigates, so a check that runs in between sends the console to /login; a sign-in started
  // there would race the sign-out's navigation and, when it won, come back signed in with the
  // authority's session intact. The page is being left either way, so sign-in waits for the next load.
  let signingOut = false;

  return {
    async login(params?: { returnTo?: string }) {
      if (signingOut) return;
      await userManager.signinRedirect({ state: { returnTo: safeReturnPath(params?.returnTo) } });
    },

    async handleCallback() {
      const user = await userManager.signinRedirectCallback();
      // Another user's drafts never stay in the browser of the one signing in now.
      keepOnlyDraftsOf(profileOf(user).userId);
      const state = user.state as { returnTo?: unknown } | undefined;
      return { redirectTo: safeReturnPath(state?.returnTo) };
    },

    async checkAuth() {
      if (!(await validUser())) throw silentRejection;
    },

    async checkError(error: { status?: number } | undefined) {
      if (error?.status === 401) {
        // The session ended by itself: react-admin resolves the refused write before it signs out, and
        // the form's "success" that follows must not take the draft away (draftStore.ts).
        draftsAtSessionEnd();
        await userManager.removeUser();
        throw silentRejection;
      }
      // 403 and every other failure: stay signed in; the page shows its own message.
    },

    async logout(params?: LogoutParams | null) {
      // Drafts of unsaved input go with the user's own sign-out; a session that ended by itself keeps
      // them for the next sign-in (the forms unmounting now must not take them away, even while the
      // kept tree is being cleared).
      if (params?.endSession) removeAllDrafts();
      else draftsAtSessionEnd();
      // Every way out (the sign-out item, an expired session, a 401): the kept tree goes.
      await keptTree.clear();
      const user = await userManager.getUser();
      if (params?.endSession && user) {
        signingOut = true;
        try {
          await userManager.signoutRedirect({ id_token_hint: user.id_token });
        } catch (error) {
          signingOut = false;
          throw error;
        }
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

    // react-admin's buttons and controllers pass the record: a row's or an organization's rule decides.
    async canAccess({ resource, action, record }) {
      const user = await validUser();
      if (!user) return false;
      return accessVerdict(profileOf(user), { resource, action, record }).allowed;
    },

    accessVerdict,
  };
}
