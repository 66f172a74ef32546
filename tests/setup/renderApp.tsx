import type { TreeCache } from '../../src/dataProvider/associationsTree/treeCache';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { App } from '../../src/App';
import type { ExtraResourceRoutes } from '../../src/authProvider/canAccess';
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

export interface RenderAppOptions {
  profile: Profile;
  path?: string;
  config?: AppConfig;
  authProvider?: AuthProvider;
  /** A real session (e.g. from useSandboxBackend().signIn); default: a fake token for the profile. */
  session?: Session;
  /** Resources beside the application's own (a resource declared in a test), with their handlers. */
  extraResources?: { entry: ResourceEntry; handlers: ResourceHandlers }[];
  /** Where the organization tree's last answer is kept (default: IndexedDB, absent in jsdom: nothing kept). */
  treeCache?: TreeCache;
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
}: RenderAppOptions) {
  window.history.replaceState({}, '', path);
  const i18nProvider = await createI18nProvider();
  const resourceMap = { ...appResourceMap, ...Object.fromEntries(extraResources.map((r) => [r.entry.name, r.handlers])) };
  const dataProvider = createDataProvider({ config, session: session ?? fakeSession(profile), resourceMap, treeCache });
  const extraRoutes: ExtraResourceRoutes = Object.fromEntries(extraResources.map((r) => [r.entry.name, r.entry.routeKey]));
  const queryClient = testQueryClient();
  const view = render(
    <App
      config={config}
      authProvider={authProvider ?? fakeAuthProvider(profile, { groupsEnabled: config.brand.groupsEnabled }, extraRoutes)}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      resources={[...appResources, ...extraResources.map((r) => r.entry)]}
    />,
  );
  return { ...view, dataProvider, queryClient };
}
