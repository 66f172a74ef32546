/**
 * What main.tsx loads as a chunk of its own (src/lazyProviders.ts): the real auth and data providers
 * over one OpenID Connect user manager.
 */
import type { AppConfig } from './domain/config';
import { createAuthProvider } from './authProvider/authProvider';
import { createSession } from './authProvider/session';
import { createUserManager } from './authProvider/userManager';
import { createDataProvider } from './dataProvider';

export function createProviders(config: AppConfig) {
  const userManager = createUserManager(config);
  return {
    authProvider: createAuthProvider({ userManager, features: { groupsEnabled: config.brand.groupsEnabled } }),
    dataProvider: createDataProvider({ config, session: createSession(userManager) }),
  };
}
