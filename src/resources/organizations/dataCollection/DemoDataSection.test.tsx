import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { profiles } from '../../../domain/testing/profiles';
import { errorAnswer } from '../../../../tests/msw/account';
import { testConfig } from '../../../../tests/msw/config';
import { dataCollectionHandlers, demoHandlers, signupStatus } from '../../../../tests/msw/dataCollection';
import { resetHierarchyData } from '../../../../tests/msw/hierarchyData';
import { requests } from '../../../../tests/msw/recorder';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/setup/renderApp';

beforeEach(() => resetHierarchyData());
const statusPath = '/svc/reporting-us/api/tenants/40/getTenantDemoStatus';

describe('Demo data section', () => {
  it('copies: PATCH setTenantDemo, status read 3 s later, polled while In Progress, then Update disabled for the day', async () => {
    server.use(...dataCollectionHandlers({ 40: signupStatus(40) }), ...demoHandlers({ status: 0, lastCopyDate: '0001-01-01T00:00:00' }));
    await renderApp({ profile: profiles.tenantSysadmin(), path: '/hierarchy/40/data-collection' });
    expect(await screen.findByText('Never copied')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Data collection enabled' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(requests.find('PATCH', '/svc/reporting-us/api/tenants/40/setTenantDemo')).toHaveLength(1);
    // The copy has answered; until the status read 3 s later the button stays disabled (issue 14, 9).
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    const readsBefore = requests.find('GET', statusPath).length;
    expect(await screen.findByText('Demo data: In Progress', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.find('GET', statusPath).length).toBe(readsBefore + 1);
    expect(screen.getByRole('switch', { name: 'Data collection enabled' })).toBeDisabled();
    expect(await screen.findByText('Demo data: Yes', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Data collection enabled' })).toBeDisabled();
  }, 20000);

  it('offers Update after an earlier day and shows "Copy demo data failed.." with the server message', async () => {
    server.use(...dataCollectionHandlers({ 40: signupStatus(40) }), ...demoHandlers({ status: 0, lastCopyDate: '2025-01-02T10:00:00Z' }));
    server.use(http.patch(`${testConfig.regions.US!.reporting}/api/tenants/40/setTenantDemo`, () => errorAnswer(409, 'copy running')));
    await renderApp({ profile: profiles.tenantSysadmin(), path: '/hierarchy/40/data-collection' });
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/Copy demo data failed\.\. - copy running/)).toBeInTheDocument();
  });

  it('is not shown to a TMS administrator on another organization', async () => {
    server.use(...dataCollectionHandlers({ 40: signupStatus(40) }), ...demoHandlers({ status: 0, lastCopyDate: '0001-01-01T00:00:00' }));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    await screen.findByRole('switch', { name: 'Data collection enabled' });
    expect(screen.queryByRole('heading', { name: 'Demo data' })).not.toBeInTheDocument();
    await waitFor(() => expect(requests.find('GET', statusPath)).toHaveLength(0));
  });
});
