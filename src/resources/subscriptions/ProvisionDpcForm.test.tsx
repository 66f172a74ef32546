import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { profiles } from '../../domain/testing/profiles';
import { testConfig, testOrigin } from '../../../tests/msw/config';
import { resetHierarchyData } from '../../../tests/msw/hierarchyData';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/setup/renderApp';

const euHost = `${testOrigin}/svc/dpc/eu/`;
const appPath = '/svc/dpc/eu/2019-06-01-alpha/organizations/40/application';
const status = (overallStatus: string | null, parts: string[] = []) => ({
  alias: 'tenant-01', organizationId: 40, name: 'Contoso Ltd', region: 'EMEA',
  resourceGroupStatus: parts[0] ?? null, fabricApplicationStatus: parts[1] ?? null, endpointLocationStatus: parts[2] ?? null, databaseUpdateStatus: parts[3] ?? null,
  overallStatus, availableRegions: [],
});

let polls = 0;
beforeEach(() => {
  resetHierarchyData();
  polls = 0;
  server.use(
    http.get(`${testConfig.services.location}/api/v1.0/organizations/:org/products/3`, () =>
      HttpResponse.json([{ endpoints: [
        { endpointName: 'DPC Available Region', endpointUrl: `${testOrigin}/svc/dpc/us/`, region: 'US' },
        { endpointName: 'DPC Available Region', endpointUrl: euHost, region: 'EMEA' },
      ] }])),
    http.put(`${testOrigin}${appPath}`, () => HttpResponse.json(status('InProgress', ['InProgress', 'NotStarted', 'NotStarted', 'NotStarted']), { status: 202 })),
    http.get(`${testOrigin}/svc/dpc/:region/2019-06-01-alpha/organizations/40/application`, ({ params }) => {
      if (params.region !== 'eu' || polls === -1) return HttpResponse.json(status(null));
      polls += 1;
      return HttpResponse.json(polls < 2 ? status('InProgress', ['Success', 'InProgress', 'NotStarted', 'NotStarted']) : status('Success', ['Success', 'Success', 'Success', 'Success']));
    }),
  );
});

async function openForm() {
  await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/provision-dpc/' });
  const modal = await screen.findByRole('dialog');
  const alias = await within(modal).findByRole('textbox', { name: /Alias/ });
  return { modal, alias };
}

describe('Provision DPC (/hierarchy/{orgId}/provision-dpc/)', () => {
  it('checks the alias while typing with the three messages', async () => {
    const { modal, alias } = await openForm();
    const cases: [string, RegExp][] = [
      ['Master', /This alias is reserved/],
      ['1abc', /must start with a lowercase letter/],
      ['ab--c', /must start with a lowercase letter/],
      ['abc-', /must start with a lowercase letter/],
      ['abcdefghijk', /Use at most 10 characters/],
    ];
    for (const [value, message] of cases) {
      await userEvent.clear(alias);
      await userEvent.type(alias, value);
      expect(within(modal).getByText(message)).toBeInTheDocument();
      expect(alias).toHaveAttribute('aria-invalid', 'true');
    }
    await userEvent.clear(alias);
    await userEvent.type(alias, 'tenant-01');
    expect(alias).toHaveAttribute('aria-invalid', 'false');
    expect(within(modal).getByRole('button', { name: 'Provision' })).toBeDisabled();
  });

  it('sends only the alias to the chosen region and follows the job to success', async () => {
    const { modal, alias } = await openForm();
    await userEvent.click(within(modal).getByRole('combobox', { name: /Region/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'EMEA' }));
    await userEvent.type(alias, 'tenant-01');
    await userEvent.click(within(modal).getByRole('button', { name: 'Provision' }));
    expect(await within(modal).findByText(/DPC provisioning is in progress/)).toBeInTheDocument();
    const [put] = requests.find('PUT', appPath);
    expect(put.json()).toEqual({ alias: 'tenant-01' });
    expect(await within(modal).findByText('DPC provisioning completed successfully.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(requests.find('GET', appPath).length).toBeGreaterThanOrEqual(1);
  });

  it('shows "Failed to trigger DPC provisioning" with details[0].message and keeps the alias', async () => {
    server.use(http.put(`${testOrigin}${appPath}`, () => HttpResponse.json({ message: 'Conflict', details: [{ message: 'The alias tenant-01 is already used' }] }, { status: 409 })));
    const { modal, alias } = await openForm();
    await userEvent.click(within(modal).getByRole('combobox', { name: /Region/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'EMEA' }));
    await userEvent.type(alias, 'tenant-01');
    await userEvent.click(within(modal).getByRole('button', { name: 'Provision' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Failed to trigger DPC provisioning - The alias tenant-01 is already used');
    expect(within(modal).queryByText(/Conflict/)).not.toBeInTheDocument();
    expect(alias).toHaveValue('tenant-01');
  });

  it('shows "Failed to load DPC provisioning status or regions" when the regions fail', async () => {
    server.use(http.get(`${testConfig.services.location}/api/v1.0/organizations/:org/products/3`, () => HttpResponse.json({ message: 'location down' }, { status: 500 })));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/provision-dpc/' });
    const modal = await screen.findByRole('dialog');
    await waitFor(() => expect(within(modal).getByRole('alert')).toHaveTextContent('Failed to load DPC provisioning status or regions - location down'));
  });

  it('comes back to the progress after a reload: the host the job was started on is remembered', async () => {
    const first = await openForm();
    await userEvent.click(within(first.modal).getByRole('combobox', { name: /Region/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'EMEA' }));
    await userEvent.type(first.alias, 'tenant-01');
    await userEvent.click(within(first.modal).getByRole('button', { name: 'Provision' }));
    await within(first.modal).findByText(/DPC provisioning is in progress/);
    // A new page (fresh query cache) whose location service names no region while the job runs.
    server.use(http.get(`${testConfig.services.location}/api/v1.0/organizations/:org/products/3`, () => HttpResponse.json([{ endpoints: [] }])));
    polls = 0;
    requests.clear();
    cleanup();
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/provision-dpc/' });
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByText(/DPC provisioning is in progress|DPC provisioning completed successfully/)).toBeInTheDocument();
    expect(requests.find('GET', appPath).length).toBeGreaterThanOrEqual(1);
  });
});

describe('the DPC tag on the Overview (doc 000 §4)', () => {
  it('follows the DPC overall status read from the first open region', async () => {
    server.use(http.get(`${testOrigin}/svc/dpc/:region/2019-06-01-alpha/organizations/40/application`, () =>
      HttpResponse.json(status('Failed', ['Success', 'Failed', 'NotStarted', 'NotStarted']))));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    expect(await screen.findByText('DPC: failed')).toBeInTheDocument();
    expect(screen.getByText('Provisioning failed: contact support')).toBeInTheDocument();
    expect(requests.find('GET', '/svc/dpc/us/2019-06-01-alpha/organizations/40/application').length).toBeGreaterThan(0);
  });

  it('shows no DPC tag while DPC was never provisioned', async () => {
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40' });
    await waitFor(() => expect(requests.find('GET', '/svc/dpc/us/2019-06-01-alpha/organizations/40/application').length).toBeGreaterThan(0));
    expect(screen.queryByText(/^DPC:/)).not.toBeInTheDocument();
  });
});
