import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { profiles } from '../../domain/testing/profiles';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { hierarchyData, resetHierarchyData } from '../../../tests/msw/hierarchyData';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/setup/renderApp';

const tenantId = '9a8b7c6d-0000-4000-8000-000000000041';
beforeEach(() => resetHierarchyData());

describe('/appProvision, the tenant connection landing', () => {
  it('connects the consented tenant to the organization in state and lands on it', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: `/appProvision?tenant=${tenantId}&state=41&admin_consent=True` });
    expect(await screen.findByText('The tenant was connected successfully. You can now set up reporting for it.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/hierarchy/41');
    expect(window.location.search).toBe('');
    expect(requests.find('POST', `/svc/account/api/v1.0/organizations/41/azureTenants/${tenantId}`)).toHaveLength(1);
    expect(requests.all().filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(hierarchyData.orgs.get(41)!.azureAdTenantId).toBe(tenantId);
  });

  it('shows "Connecting tenant" while it connects', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(accountUrl('/api/v1.0/organizations/:org/azureTenants/:tenantId'), async () => {
        await new Promise<void>((ok) => (release = ok));
        return HttpResponse.json({});
      }),
    );
    await renderApp({ profile: profiles.tmsAdmin(), path: `/appProvision?tenant=${tenantId}&state=41` });
    expect(await screen.findByRole('status')).toHaveTextContent('Connecting tenant');
    expect(window.location.search).toBe('');
    release();
  });

  it('assigns the organization whitelabel when the new tenant carries another', async () => {
    hierarchyData.orgs.get(41)!.whitelabelId = 7;
    await renderApp({ profile: profiles.tmsAdmin(), path: `/appProvision?tenant=${tenantId}&state=41` });
    await screen.findByText(/The tenant was connected successfully/);
    expect(requests.find('PUT', '/svc/account/api/v1.0/organizations/41/whitelabels/7')).toHaveLength(1);
  });

  it('reports a refused consent with the first line of its description only', async () => {
    const description = encodeURIComponent('AADSTS65004: User declined to consent to access the app.\r\nTrace ID: abc\r\nTimestamp: now');
    await renderApp({ profile: profiles.tmsAdmin(), path: `/appProvision?error=access_denied&error_description=${description}&state=41` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Entra ID authorization failed - AADSTS65004: User declined to consent to access the app.');
    expect(alert).not.toHaveTextContent('Trace ID');
    expect(window.location.pathname).toBe('/hierarchy/41');
    expect(requests.all().filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Connect a directory tenant' })).toBeInTheDocument();
  });

  it('says it was unable to connect, with the server message, and retries the connection', async () => {
    server.use(http.post(accountUrl('/api/v1.0/organizations/:org/azureTenants/:tenantId'), () => errorAnswer(409, 'Tenant is connected to another organization'), { once: true }));
    await renderApp({ profile: profiles.tmsAdmin(), path: `/appProvision?tenant=${tenantId}&state=41` });
    expect(await screen.findByRole('alert')).toHaveTextContent('We were unable to connect to your tenant - Tenant is connected to another organization');
    expect(window.location.pathname).toBe('/hierarchy/41');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/The tenant was connected successfully/)).toBeInTheDocument();
    await waitFor(() => expect(requests.find('POST', `/svc/account/api/v1.0/organizations/41/azureTenants/${tenantId}`)).toHaveLength(2));
  });

  it('sends a user without a hierarchy role to /associations', async () => {
    await renderApp({ profile: profiles.noRoles(), path: `/appProvision?tenant=${tenantId}&state=41` });
    await waitFor(() => expect(window.location.pathname).toBe('/associations'));
    expect(requests.all().filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
