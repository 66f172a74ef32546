import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { App } from '../../src/App';
import { createDataProvider } from '../../src/dataProvider';
import type { AppConfig } from '../../src/domain/config';
import type { Profile } from '../../src/domain/profile';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { testConfig } from '../msw/config';
import { fakeAuthProvider, fakeSession } from './fakes';

export interface RenderAppOptions {
  profile: Profile;
  path?: string;
  config?: AppConfig;
  authProvider?: AuthProvider;
}

/**
 * Renders the whole console at `path` for a signed-in profile: a fake authProvider, and the real
 * data provider talking to the msw handlers.
 */
export async function renderApp({ profile, path = '/', config = testConfig, authProvider }: RenderAppOptions) {
  window.history.replaceState({}, '', path);
  const i18nProvider = await createI18nProvider();
  const dataProvider = createDataProvider({ config, session: fakeSession(profile) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <App
      config={config}
      authProvider={authProvider ?? fakeAuthProvider(profile, { groupsEnabled: config.brand.groupsEnabled })}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
    />,
  );
  return { ...view, dataProvider, queryClient };
}
