import type { TreeCache } from '../../src/dataProvider/associationsTree/treeCache';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { App } from '../../src/App';
import { brandAccessOf, createAuthProvider, createSession } from '../../src/authProvider';
import { createDataProvider } from '../../src/dataProvider';
import type { ResourceHandlers } from '../../src/dataProvider/resourceMap';
import { resourceMap as appResourceMap } from '../../src/dataProvider/resourceMap';
import type { Session } from '../../src/dataProvider/types';
import type { AppConfig } from '../../src/domain/config';
import type { Profile } from '../../src/domain/profile';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { resources as appResources, type ResourceEntry } from '../../src/resources';
import { testConfig } from '../msw/config';
import { fakeAuthProvider, fakeSession } from './fakes';
import { fakeUser, fakeUserManager } from './fakeOidc';

export interface RenderAppOptions {
  profile: Profile;
  path?: string;
  config?: AppConfig;
  authProvider?: AuthProvider;
  /** A real session (e.g. from useSandboxBackend().signIn); default: a fake token for the profile. */
  session?: Session;
  /**
   * Resources beside the application's own (a resource declared in a test), with their handlers; an
   * `authProvider` given here must be told about them too (createAuthProvider's `resources`).
   */
  extraResources?: { entry: ResourceEntry; handlers: ResourceHandlers }[];
  /** Where the organization tree's last answer is kept (default: IndexedDB, absent in jsdom: nothing kept). */
  treeCache?: TreeCache;
  /**
   * Sign in through the production authProvider and session (createAuthProvider over a fake OIDC
   * user manager holding the profile's ID token), told about the same resources as <App>.
   */
  oidc?: boolean;
}

/** A QueryClient as the console's, without retries (a failure shows at once). */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * Renders the whole console at `path` for a signed-in profile: a fake authProvider, and the real
 * data provider talking to the msw handlers (or, through useSandboxBackend, to the sandbox).
 */
export async function renderApp({
  profile,
  path = '/',
  config = testConfig,
  authProvider,
  session,
  extraResources = [],
  treeCache,
  oidc = false,
}: RenderAppOptions) {
  window.history.replaceState({}, '', path);
  const i18nProvider = await createI18nProvider();
  const resourceMap = { ...appResourceMap, ...Object.fromEntries(extraResources.map((r) => [r.entry.name, r.handlers])) };
  const resources = [...appResources, ...extraResources.map((r) => r.entry)];
  const features = { groupsEnabled: config.brand.groupsEnabled };
  const userManager = oidc ? fakeUserManager(fakeUser(profile)).manager : undefined;
  const dataProvider = createDataProvider({
    config,
    session: session ?? (userManager ? createSession(userManager) : fakeSession(profile)),
    resourceMap,
    treeCache,
  });
  const auth =
    authProvider ??
    (userManager
      ? createAuthProvider({ userManager, features, brand: brandAccessOf(config.brand), resources })
      : fakeAuthProvider(profile, features, resources, config.brand));
  const queryClient = testQueryClient();
  const view = render(
    <App
      config={config}
      authProvider={auth}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      resources={resources}
    />,
  );
  return { ...view, dataProvider, queryClient };
}
