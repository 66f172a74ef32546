import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { GLOBAL_READER_STORAGE_KEYS, saveBeforeSignIn } from '../../domain/globalReader';
import { testOrigin } from '../../../tests/msw/config';
import { graphHandlers, graphTestToken } from '../../../tests/msw/graph';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { passTime, startFakeClock } from '../../../tests/setup/fakeClock';
import { behindAccess, hierarchyRoutes } from '../../../tests/setup/hierarchyPage';
import { renderInAdminAs } from '../../../tests/setup/sandboxRender';
import { AppProvisionTestPage } from './AppProvisionTestPage';

// Seeded: Contoso Pharmaceuticals (US) is signed up for data collection. The directory graph stays
// the test's own (graphHandlers): the sign-in's token is the test's, not one the sandbox issued.
const backend = useSandboxBackend();
let page = '';
/**
 * The sign-in's return at `path`, and the hierarchy page it goes back to, as App mounts them. The page
 * reads the token from the address bar and takes it out there (window.location and history), so the
 * address bar starts at `path` too; where it goes next is the router's location.
 */
function returnFromSignIn({ as = 'tms.admin@sandbox.test', path }: { as?: string; path: string }) {
  window.history.replaceState({}, '', path);
  const routes = hierarchyRoutes(<Route path="/appProvisionTest" element={behindAccess('appProvisionTest', <AppProvisionTestPage />)} />);
  return renderInAdminAs(backend, as, routes, {}, path);
}
beforeEach(() => {
  const orgId = backend.people.orgId('Contoso Pharmaceuticals');
  page = `/hierarchy/${orgId}/data-collection`;
  server.use(http.get(`${testOrigin}/svc/reporting/us/api/tenants/${orgId}/isGlobalReaderAssigned`, () => HttpResponse.json(true)));
  saveBeforeSignIn(window.sessionStorage, { returnUrl: page, way: 'dataCollection', orgId, state: 'state-1' });
});

describe('/appProvisionTest, the return of the global reader sign-in', () => {
  it('takes the token out of the address bar, stores it and returns to the saved page, where the sequence starts', async () => {
    startFakeClock();
    server.use(...graphHandlers().handlers);
    const { location } = await returnFromSignIn({
      path: `/appProvisionTest#access_token=${graphTestToken}&token_type=Bearer&expires_in=3600&state=state-1`,
    });
    await waitFor(() => expect(location().pathname).toBe(page));
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(graphTestToken);
    expect(await screen.findByRole('list', { name: 'Automatic global reader setup' })).toBeInTheDocument();
    await waitFor(() => expect(requests.find('GET', '/emulated/graph/v1.0/servicePrincipals')).toHaveLength(1));
    expect(requests.find('GET', '/emulated/graph/v1.0/servicePrincipals')[0].authorization).toBe(`Bearer ${graphTestToken}`);
    await waitFor(() => expect(requests.all().filter((r) => r.path.startsWith('/emulated/graph/v1.0/roleManagement'))).toHaveLength(2));
    await passTime(10_000); // the delayed steps finish inside this test
    expect(requests.all().filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('brings a refusal back to the saved page, where it shows', async () => {
    const description = encodeURIComponent('AADSTS65004: User declined to consent to access the app.\r\nTrace ID: 1');
    const { location } = await returnFromSignIn({ path: `/appProvisionTest#error=access_denied&error_description=${description}&state=state-1` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The directory sign-in was not completed - AADSTS65004: User declined to consent to access the app.',
    );
    expect(location().pathname).toBe(page);
    expect(window.location.hash).toBe('');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('refuses a token that answers another request', async () => {
    await returnFromSignIn({ path: `/appProvisionTest#access_token=${graphTestToken}&state=forged` });
    expect(await screen.findByRole('alert')).toHaveTextContent('The directory sign-in answer does not belong to this request.');
    expect(window.location.href).not.toContain(graphTestToken);
    expect(requests.all().filter((r) => r.path.startsWith('/emulated/graph'))).toHaveLength(0);
  });

  it('without a token only logs and stays: nothing happens for the user (doc 002 §2)', async () => {
    window.sessionStorage.clear();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { location } = await returnFromSignIn({ path: '/appProvisionTest' });
    expect(await screen.findByText(/there is none to take: nothing was changed/)).toBeInTheDocument();
    expect(location().pathname).toBe('/appProvisionTest');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('no access token'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(GLOBAL_READER_STORAGE_KEYS.token)).toBeNull();
    info.mockRestore();
  });

  it('sends a user without a hierarchy role to /associations', async () => {
    const { location } = await returnFromSignIn({
      as: 'no.roles@sandbox.test',
      path: `/appProvisionTest#access_token=${graphTestToken}&state=state-1`,
    });
    await waitFor(() => expect(location().pathname).toBe('/associations'));
    expect(window.sessionStorage.getItem(GLOBAL_READER_STORAGE_KEYS.token)).toBeNull();
  });
});
