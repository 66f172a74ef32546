import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ErrorBarHost, ErrorBarProvider } from '../../src/components/errorBar';
import { ProfileProvider } from '../../src/components/ProfileProvider';
import { ConfigProvider } from '../../src/config';
import { createDataProvider } from '../../src/dataProvider';
import type { Session } from '../../src/dataProvider/types';
import type { AppConfig } from '../../src/domain/config';
import type { Profile } from '../../src/domain/profile';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { testConfig } from '../msw/config';
import { fakeAuthProvider, fakeSession } from './fakes';
import { testQueryClient } from './renderApp';

export interface RenderInAdminOptions {
  profile: Profile;
  config?: AppConfig;
  path?: string;
  /** A real session (e.g. from useSandboxBackend().signIn); default: a fake token for the profile. */
  session?: Session;
}

/**
 * Renders one component inside react-admin's contexts (data provider over msw, fake auth for the
 * profile, i18n, config), without the layout: for parts another page mounts (e.g. a modal body).
 */
export async function renderInAdmin(ui: ReactElement, { profile, config = testConfig, path = '/', session }: RenderInAdminOptions) {
  const i18nProvider = await createI18nProvider();
  const dataProvider = createDataProvider({ config, session: session ?? fakeSession(profile) });
  const queryClient = testQueryClient();
  const view = render(
    <ConfigProvider config={config}>
      <MemoryRouter initialEntries={[path]}>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={fakeAuthProvider(profile, { groupsEnabled: config.brand.groupsEnabled })}
          i18nProvider={i18nProvider}
          queryClient={queryClient}
        >
          <ErrorBarProvider queryClient={queryClient}>
            <ErrorBarHost />
            <ProfileProvider>{ui}</ProfileProvider>
          </ErrorBarProvider>
        </AdminContext>
      </MemoryRouter>
    </ConfigProvider>,
  );
  return { ...view, dataProvider, queryClient };
}
