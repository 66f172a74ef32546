import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { accountUrl } from '../../../tests/msw/account';
import { testOrigin } from '../../../tests/msw/config';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderHierarchyAs } from '../../../tests/setup/hierarchyPage';

/**
 * Texts of the specification's message sections shown where they belong (the others of
 * the issue are in ProvisionDpcForm, AddTrialForm, ManageAssociations.permissions and DataCollectionTab
 * tests). Failures the seed cannot produce are msw overrides in front of the in-process sandbox.
 */
const backend = useSandboxBackend();
const contoso = () => backend.people.orgId('Contoso Pharmaceuticals');

describe('messages in place', () => {
  it("shows 'Failed to fetch organization structure' with the tree key organization.getChildren.error.failedToLoad when the tree fails without a message", async () => {
    server.use(http.get(accountUrl('/api/v1.0/organizations/:org/associations'), () => new HttpResponse(null, { status: 502 })));
    await renderHierarchyAs(backend, 'tms.admin@sandbox.test', '/hierarchy');
    expect(
      await screen.findByText(
        'Failed to fetch organization structure - The child organizations could not be loaded. Refresh the page to try again; if it keeps failing, contact support.',
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Tenant connected: current user does not have access' on the Data Collection tab when the status is refused", async () => {
    server.use(http.get(`${testOrigin}/svc/reporting/:region/api/Signup/Status`, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    await renderHierarchyAs(backend, 'tms.admin@sandbox.test', `/hierarchy/${contoso()}/data-collection`);
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('Tenant connected: current user does not have access')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load status/)).not.toBeInTheDocument();
  });

  it("adds radarProvisioning.statuses.error to 'Failed to load status' when the status fails without a message", async () => {
    server.use(http.get(`${testOrigin}/svc/reporting/:region/api/Signup/Status`, () => new HttpResponse(null, { status: 502 })));
    await renderHierarchyAs(backend, 'tms.admin@sandbox.test', `/hierarchy/${contoso()}/data-collection`);
    expect(
      await screen.findByText(
        'Failed to load status - The data collection status could not be loaded. Refresh the page to try again; if it keeps failing, contact support.',
      ),
    ).toBeInTheDocument();
  });

  it("adds radarProvisioning.innitTenant.error to 'Failed to init tenant' when the init fails without a message", async () => {
    // Humongous Insurance: connected, Not Signed Up, its Reporting endpoint presets the US region.
    server.use(http.post(`${testOrigin}/svc/reporting/:region/api/Signup/InitTenant`, () => new HttpResponse(null, { status: 502 })));
    await renderHierarchyAs(backend, 'tms.admin@sandbox.test', `/hierarchy/${backend.people.orgId('Humongous Insurance')}/data-collection`);
    await userEvent.click(await screen.findByRole('button', { name: 'Provision data collection' }));
    expect(
      await screen.findByText(
        'Failed to init tenant - Data collection could not be set up for this tenant. Try again; if it keeps failing, contact support.',
      ),
    ).toBeInTheDocument();
  });
});
