import { render } from '@testing-library/react';
import { useContext, useLayoutEffect, type ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, UNSAFE_NavigationContext, type Location } from 'react-router-dom';
import { ErrorBarHost, ErrorBarProvider } from '../../src/components/errorBar';
import { ProfileProvider } from '../../src/components/ProfileProvider';
import { ConfigProvider } from '../../src/config';
import { createDataProvider } from '../../src/dataProvider';
import type { TreeCache } from '../../src/dataProvider/associationsTree/treeCache';
import type { Session } from '../../src/dataProvider/types';
import type { AppConfig } from '../../src/domain/config';
import type { Profile } from '../../src/domain/profile';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { appThemes } from '../../src/layout';
import { testConfig } from '../msw/config';
import { fakeAuthProvider, fakeSession } from './fakes';
import { testQueryClient } from './renderApp';

export interface RenderInAdminOptions {
  profile: Profile;
  config?: AppConfig;
  /** The memory router's first entry; `ui` may be a <Routes> of its own to read the path's parameters. */
  path?: string;
  /** A real session (e.g. from useSandboxBackend().signIn); default: a fake token for the profile. */
  session?: Session;
  /** Where the organization tree's last answer is kept (default: IndexedDB, absent in jsdom: nothing kept). */
  treeCache?: TreeCache;
}

/**
 * Hands the test the memory router's history, whose location changes the moment a page navigates
 * (as window.location does under the console's BrowserRouter), before React renders the new one.
 */
function HistoryProbe({ historyRef }: { historyRef: { current?: { location: Location } } }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useLayoutEffect(() => {
    historyRef.current = navigator as unknown as { location: Location };
  }, [historyRef, navigator]);
  return null;
}

/**
 * Renders one component inside react-admin's contexts (data provider over msw, fake auth for the
 * profile, i18n, config), without the layout: for parts another page mounts (e.g. a modal body), and
 * for a page on its own. `location()` is the memory router's location.
 */
export async function renderInAdmin(ui: ReactElement, { profile, config = testConfig, path = '/', session, treeCache }: RenderInAdminOptions) {
  const i18nProvider = await createI18nProvider();
  const dataProvider = createDataProvider({ config, session: session ?? fakeSession(profile), treeCache });
  const queryClient = testQueryClient();
  // The console's theme, which names every progress bar (a loading page's included), as <App> gives it.
  const { lightTheme } = appThemes(i18nProvider.translate('app.loading'), i18nProvider.getLocale());
  const history: { current?: { location: Location } } = {};
  const view = render(
    <ConfigProvider config={config}>
      <MemoryRouter initialEntries={[path]}>
        <HistoryProbe historyRef={history} />
        <AdminContext
          dataProvider={dataProvider}
          authProvider={fakeAuthProvider(profile, { groupsEnabled: config.brand.groupsEnabled }, undefined, config.brand)}
          i18nProvider={i18nProvider}
          queryClient={queryClient}
          theme={lightTheme}
        >
          <ErrorBarProvider queryClient={queryClient}>
            <ErrorBarHost />
            <ProfileProvider>{ui}</ProfileProvider>
          </ErrorBarProvider>
        </AdminContext>
      </MemoryRouter>
    </ConfigProvider>,
  );
  return { ...view, dataProvider, queryClient, location: () => history.current!.location };
}
