import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { AppConfig } from '../domain/config';

/** The part of oidc-client-ts's UserManager the console uses; tests pass a fake with the same shape. */
export type OidcUserManager = Pick<UserManager, 'getUser' | 'removeUser' | 'signinRedirect' | 'signinRedirectCallback' | 'signoutRedirect'>;
export type OidcUser = User;

export const callbackPath = '/auth-callback';

/**
 * OpenID Connect authorization code + PKCE against config.authority. The signed-in user (tokens and
 * ID-token claims) and the state of a sign-in under way (its PKCE verifier) live in sessionStorage,
 * so they end with the browser tab; a new tab signs in again through the authority's session, which
 * ends with the browser (docs/security.md, "What lasts how long"). Renewal with the refresh
 * token is the console's own (renewal.ts): oidc-client-ts's automatic renewal starts at a fixed
 * time before expiry, too early for short lifetimes, and would run beside the renewal a 401 asks for.
 */
export function createUserManager(config: AppConfig, origin: string = window.location.origin): UserManager {
  return new UserManager({
    authority: config.authority.url,
    client_id: config.authority.clientId,
    redirect_uri: `${origin}${callbackPath}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email api',
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: false,
    loadUserInfo: false,
  });
}
