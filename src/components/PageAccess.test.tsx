import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConfigProvider } from '../config';
import type { Profile } from '../domain/profile';
import { profiles } from '../../tests/domain/profiles';
import { createI18nProvider } from '../i18n/i18nProvider';
import { testConfig } from '../../tests/msw/config';
import { fakeAuthProvider } from '../../tests/setup/fakes';
import { PageAccess } from './PageAccess';
import { ProfileProvider } from './ProfileProvider';

async function visit(path: string, resource: string, profile: Profile, action?: 'list' | 'show' | 'create') {
  const i18nProvider = await createI18nProvider();
  render(
    <ConfigProvider config={testConfig}>
      <MemoryRouter initialEntries={[path]}>
        <AdminContext authProvider={fakeAuthProvider(profile)} i18nProvider={i18nProvider}>
          <ProfileProvider>
            <Routes>
              <Route
                path={path}
                element={
                  <PageAccess resource={resource} action={action}>
                    <p>the guarded page</p>
                  </PageAccess>
                }
              />
              <Route path="/" element={<p>the home page</p>} />
              <Route path="/associations" element={<p>the associations page</p>} />
            </Routes>
          </ProfileProvider>
        </AdminContext>
      </MemoryRouter>
    </ConfigProvider>,
  );
}

describe('PageAccess (react-admin canAccess over the access table)', () => {
  it('renders the page when the route rules allow it', async () => {
    await visit('/tenant-overview', 'tenantOverview', profiles.tmsAdmin());
    expect(await screen.findByText('the guarded page')).toBeInTheDocument();
  });

  it('sends a denied /tenant-overview visit to /', async () => {
    await visit('/tenant-overview', 'tenantOverview', profiles.tenantAccountAdmin());
    expect(await screen.findByText('the home page')).toBeInTheDocument();
    expect(screen.queryByText('the guarded page')).not.toBeInTheDocument();
  });

  it('sends a denied /appProvision visit to /associations', async () => {
    await visit('/appProvision', 'appProvision', profiles.noRoles());
    expect(await screen.findByText('the associations page')).toBeInTheDocument();
  });

  it('shows the no-permission message for a denied route without a redirect', async () => {
    await visit('/virtual-boundaries', 'virtualBoundaries', profiles.tenantAccountAdmin());
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByText('the guarded page')).not.toBeInTheDocument();
  });

  it("asks about the screen's action on a resource: a user's detail (show) is open to an account administrator, the list is not", async () => {
    await visit('/internaluser/7', 'users', profiles.tenantAccountAdmin(), 'show');
    expect(await screen.findByText('the guarded page')).toBeInTheDocument();
  });

  it("refuses a resource's list to a role its rule leaves out, with the message in place", async () => {
    await visit('/internalusers', 'users', profiles.tenantAccountAdmin());
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByText('the guarded page')).not.toBeInTheDocument();
  });

  it('hides groups when the brand turns them off', async () => {
    const i18nProvider = await createI18nProvider();
    const config = { ...testConfig, brand: { ...testConfig.brand, groupsEnabled: false } };
    render(
      <ConfigProvider config={config}>
        <MemoryRouter initialEntries={['/groups']}>
          <AdminContext authProvider={fakeAuthProvider(profiles.tmsAdmin(), { groupsEnabled: false })} i18nProvider={i18nProvider}>
            <ProfileProvider>
              <Routes>
                <Route
                  path="/groups"
                  element={
                    <PageAccess resource="groups">
                      <p>the guarded page</p>
                    </PageAccess>
                  }
                />
              </Routes>
            </ProfileProvider>
          </AdminContext>
        </MemoryRouter>
      </ConfigProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
  });
});
