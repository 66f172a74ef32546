/**
 * What main.tsx loads as a chunk of its own (src/lazyProviders.ts): the real auth and data providers
 * over one OpenID Connect user manager and one token renewal.
 */
import type { AppConfig } from './domain/config';
import { createAuthProvider } from './authProvider/authProvider';
import { accessOptionsOf, type DeclaredAccess } from './authProvider/canAccess';
import { createTokenRenewal } from './authProvider/renewal';
import { createSession } from './authProvider/session';
import { createUserManager } from './authProvider/userManager';
import { draftsAtSessionEnd } from './components/drafts';
import { createDataProvider } from './dataProvider';

/** `resources`: those <App> registers; canAccess answers each by the rule its folder declares. */
export function createProviders(config: AppConfig, resources: readonly DeclaredAccess[]) {
  const userManager = createUserManager(config);
  // One renewal for the whole console: requests, react-admin's checks and the timer share it.
  const renewal = createTokenRenewal(userManager, { onRefused: draftsAtSessionEnd });
  return {
    authProvider: createAuthProvider({ userManager, renewal, ...accessOptionsOf(config, resources) }),
    dataProvider: createDataProvider({ config, session: createSession(renewal) }),
  };
}
