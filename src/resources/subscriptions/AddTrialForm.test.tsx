import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { accountUrl, errorAnswer } from '../../../tests/msw/account';
import { holdGets } from '../../../tests/msw/holdRequests';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { renderHierarchyAs } from '../../../tests/setup/hierarchyPage';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { sandboxSubscription } from '../../../tests/setup/sandboxSubscriptions';

const backend = useSandboxBackend();
const posts = () =>
  requests
    .all()
    .filter((r) => r.method === 'POST')
    .map((r) => `${r.method} ${r.path}`);
const openAddTrial = (org: string) => renderHierarchyAs(backend, 'tms.admin@sandbox.test', `/hierarchy/${backend.people.orgId(org)}/add-trial/`);
const endpoints = (orgId: number) =>
  backend.sandbox.db.prepare('SELECT endpoint_name FROM service_endpoints WHERE organization_id = ? ORDER BY 1').pluck().all(orgId);

describe('Add trial (/hierarchy/{orgId}/add-trial/)', () => {
  it('offers only services with an endpoint, creates the subscription then its item, and says so', async () => {
    const orgId = backend.people.orgId('Nod Publishers');
    const tenant = backend.sandbox.db.prepare('SELECT name FROM directory_tenants WHERE organization_id = ?').pluck().get(orgId);
    await openAddTrial('Nod Publishers');
    const modal = await screen.findByRole('dialog');
    const group = await within(modal).findByRole('radiogroup', { name: 'Service' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value)
        .sort(),
    ).toEqual(endpoints(orgId));
    expect(endpoints(orgId)).toContain('Adoption');
    const submit = within(modal).getByRole('button', { name: 'Add trial' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(group).getByRole('radio', { name: 'Adoption' }));
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // On the hierarchy panel's message bar, like a child organization's creation, not a snackbar.
    const panel = screen.getByRole('region', { name: 'Details of Nod Publishers' });
    expect(await within(panel).findByRole('status')).toHaveTextContent('Trial added successfully');
    expect(screen.getAllByText('Trial added successfully')).toHaveLength(1);
    expect(await screen.findByText('Adoption: active')).toBeInTheDocument();
    const trial = sandboxSubscription(backend, 'Nod Publishers', 'Trial subscription for Adoption');
    expect(posts()).toEqual([
      `POST /svc/account/api/v1.0/organizations/${orgId}/subscriptions/managed`,
      `POST /svc/account/api/v1.0/subscriptions/${trial.id}/managed`,
    ]);
    expect(requests.find('POST', `/svc/account/api/v1.0/organizations/${orgId}/subscriptions/managed`)[0].json()).toEqual({
      tenantName: tenant,
      description: 'Trial subscription for Adoption',
      notes: '',
      paymentType: 'Child',
      recurrenceType: 'None',
      paymentProvider: 'Other',
    });
    expect(requests.find('POST', `/svc/account/api/v1.0/subscriptions/${trial.id}/managed`)[0].json()).toEqual({
      quantity: 1,
      product: 'Adoption',
      feature: 'Core',
      subscriptionType: 'Trial',
    });
    expect(trial.items.map((i) => [i.product, i.subscriptionType])).toEqual([['Adoption', 'Trial']]);
  });

  it("waits for the connected tenant before offering a service, so the trial carries the tenant's name", async () => {
    const orgId = backend.people.orgId('Nod Publishers');
    const tenant = backend.sandbox.db.prepare('SELECT name FROM directory_tenants WHERE organization_id = ?').pluck().get(orgId);
    const release = holdGets(accountUrl('/api/v1.0/organizations/:org/azureTenants'));
    await openAddTrial('Nod Publishers');
    const modal = await screen.findByRole('dialog');
    await waitFor(() => expect(requests.find('GET', `/svc/account/api/v1.0/organizations/${orgId}/azureTenants`)).toHaveLength(1));
    expect(await within(modal).findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(within(modal).queryByRole('radiogroup')).not.toBeInTheDocument();
    release();
    await userEvent.click(await within(modal).findByRole('radio', { name: 'Adoption' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Add trial' }));
    await waitFor(() => expect(requests.find('POST', `/svc/account/api/v1.0/organizations/${orgId}/subscriptions/managed`)).toHaveLength(1));
    expect(requests.find('POST', `/svc/account/api/v1.0/organizations/${orgId}/subscriptions/managed`)[0].json()).toMatchObject({
      tenantName: tenant,
    });
  });

  it('offers a DPC trial where products/3 names the DPC master application, and the sandbox takes it', async () => {
    // Contoso Distribution EMEA has a provisioned DPC application; its main location call names no DPC endpoint.
    const orgId = backend.people.orgId('Contoso Distribution EMEA');
    expect(endpoints(orgId)).not.toContain('DPC Master Application');
    await openAddTrial('Contoso Distribution EMEA');
    const modal = await screen.findByRole('dialog');
    await userEvent.click(await within(modal).findByRole('radio', { name: 'DPC' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Add trial' }));
    expect(await screen.findByText('Trial added successfully')).toBeInTheDocument();
    expect(requests.find('GET', `/svc/location/api/v1.0/organizations/${orgId}/products/3`).length).toBeGreaterThan(0);
    const trial = sandboxSubscription(backend, 'Contoso Distribution EMEA', 'Trial subscription for DPC');
    expect(trial.items.map((i) => [i.product, i.subscriptionType])).toEqual([['DPC', 'Trial']]);
  });

  it('does not offer a DPC trial without the DPC master application', async () => {
    await openAddTrial('Nod Publishers');
    const modal = await screen.findByRole('dialog');
    await within(modal).findByRole('radiogroup', { name: 'Service' });
    expect(within(modal).queryByRole('radio', { name: 'DPC' })).not.toBeInTheDocument();
  });

  it('shows "Error creating trial subscription: …" and keeps the choice; the item is not sent', async () => {
    server.use(http.post(accountUrl('/api/v1.0/organizations/:org/subscriptions/managed'), () => errorAnswer(400, 'No service endpoint')));
    const orgId = backend.people.orgId('Lamna Healthcare');
    await openAddTrial('Lamna Healthcare');
    const modal = await screen.findByRole('dialog');
    await userEvent.click(await within(modal).findByRole('radio', { name: 'Radar' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Add trial' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Error creating trial subscription: Failed to add trial subscription - No service endpoint',
    );
    expect(within(modal).getByRole('radio', { name: 'Radar' })).toBeChecked();
    expect(posts()).toEqual([`POST /svc/account/api/v1.0/organizations/${orgId}/subscriptions/managed`]);
  });
});
