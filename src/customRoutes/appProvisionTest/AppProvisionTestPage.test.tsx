import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GLOBAL_READER_STORAGE_KEYS, saveBeforeSignIn } from '../../domain/globalReader';
import { profiles } from '../../domain/testing/profiles';
import { testConfig } from '../../../tests/msw/config';
import { dataCollectionHandlers, signupStatus } from '../../../tests/msw/dataCollection';
import { graphHandlers, graphTestToken } from '../../../tests/msw/graph';
import { resetHierarchyData } from '../../../tests/msw/hierarchyData';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/setup/renderApp';

const page = '/hierarchy/40/data-collection';
afterEach(() => vi.useRealTimers());
beforeEach(() => {
  resetHierarchyData();
  server.use(...dataCollectionHandlers({ 40: signupStatus(40) }), http.get(`${testConfig.regions.US!.reporting}/api/tenants/40/isGlobalReaderAssigned`, () => HttpResponse.json(true)));
  saveBeforeSignIn(window.sessionStorage, { returnUrl: page, way: 'dataCollection', orgId: 40, state: 'state-1' });
});

describe('/appProvisionTest, the return of the global reader sign-in', () => {
  it('takes the token out of the address bar, stores it and returns to the saved page, where the sequence starts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(...graphHandlers().handlers);
    await renderApp({ profile: profiles.tmsAdmin(), path: `/appProvisionTest#access_token=${graphTestToken}&token_type=Bearer&expires_in=3600&state=state-1` });
    await waitFor(() => expect(window.location.pathname).toBe(page));
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(graphTestToken);
    expect(await screen.findByRole('list', { name: 'Automatic global reader setup' })).toBeInTheDocument();
    await waitFor(() => expect(requests.find('GET', '/emulated/graph/v1.0/servicePrincipals')).toHaveLength(1));
    expect(requests.find('GET', '/emulated/graph/v1.0/servicePrincipals')[0].authorization).toBe(`Bearer ${graphTestToken}`);
    await waitFor(() => expect(requests.all().filter((r) => r.path.startsWith('/emulated/graph/v1.0/roleManagement'))).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(10_000); // the delayed steps finish inside this test
    expect(requests.all().filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('brings a refusal back to the saved page, where it shows', async () => {
    const description = encodeURIComponent('AADSTS65004: User declined to consent to access the app.\r\nTrace ID: 1');
    await renderApp({ profile: profiles.tmsAdmin(), path: `/appProvisionTest#error=access_denied&error_description=${description}&state=state-1` });
    expect(await screen.findByRole('alert')).toHaveTextContent('The directory sign-in was not completed - AADSTS65004: User declined to consent to access the app.');
    expect(window.location.pathname).toBe(page);
    expect(window.location.hash).toBe('');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('refuses a token that answers another request', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: `/appProvisionTest#access_token=${graphTestToken}&state=forged` });
    expect(await screen.findByRole('alert')).toHaveTextContent('The directory sign-in answer does not belong to this request.');
    expect(window.location.href).not.toContain(graphTestToken);
    expect(requests.all().filter((r) => r.path.startsWith('/emulated/graph'))).toHaveLength(0);
  });

  it('without a token only logs, and lands on the saved page or /hierarchy', async () => {
    window.sessionStorage.clear();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await renderApp({ profile: profiles.tmsAdmin(), path: '/appProvisionTest' });
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/hierarchy/));
    expect(info).toHaveBeenCalledWith(expect.stringContaining('no access token'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(GLOBAL_READER_STORAGE_KEYS.token)).toBeNull();
    info.mockRestore();
  });

  it('sends a user without a hierarchy role to /associations', async () => {
    await renderApp({ profile: profiles.noRoles(), path: `/appProvisionTest#access_token=${graphTestToken}&state=state-1` });
    await waitFor(() => expect(window.location.pathname).toBe('/associations'));
    expect(window.sessionStorage.getItem(GLOBAL_READER_STORAGE_KEYS.token)).toBeNull();
  });
});
