import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { testOrigin } from '../../../tests/msw/config';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs } from '../../../tests/setup/renderScreen';
import TenantStatusPage from './TenantStatusPage';

/**
 * Doc 001 §8, Tenant Status' two modal dialogs: each shows its own load and save failures inside
 * itself (a modal hides the page's bar), friendly text, " - " and the server's message, dismissible,
 * and keeps what was typed. The failures are the sandbox's own, injected (README "Testing with
 * injected failures"): the first contact read, the first contact save and the first job stop fail.
 */
const faults = ['GET **/Settings/tenantContact:1', 'POST **/Settings/tenantContact:1', 'GET **/Jobs/*/Stop:1'];
const backend = useSandboxBackend({ env: { SANDBOX_FAULTS: faults.join(',') } });
const injected = (rule: string) => `Failure injected by SANDBOX_FAULTS (${rule})`;
const qiit = () => backend.people.orgId('Quadrant Internal IT');
const domain = () =>
  backend.sandbox.db
    .prepare(
      `SELECT d.domain_name FROM directory_tenants t JOIN verified_domains d ON d.tenant_id = t.id
  WHERE t.organization_id = ? AND d.is_default = 1`,
    )
    .pluck()
    .get(qiit()) as string;

async function openWithQiitSelected() {
  await renderScreenAs(backend, 'tms.admin@sandbox.test', <TenantStatusPage />, {
    path: `/tenant-overview/united-states?orgs=${qiit()}`,
    route: '/tenant-overview/*',
    access: 'tenantOverview',
  });
  await userEvent.click(await screen.findByRole('radio', { name: `Select ${domain()}` }));
}

describe('Tenant Status dialogs show their own failures (doc 001 §8)', () => {
  it('Edit Contact Details: a failed load inside the dialog with Retry; a failed save keeps the dialog and what was typed', async () => {
    await openWithQiitSelected();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contact Details' }));
    const dialog = await screen.findByRole('dialog', { name: `Contact details of ${domain()}` });
    // Found by role inside the dialog: an alert hidden behind the modal (aria-hidden) would not count.
    const loadFailure = await within(dialog).findByRole('alert');
    expect(loadFailure).toHaveTextContent(`Failed to load the contact details - ${injected(faults[0])}`);
    await userEvent.click(within(loadFailure).getByRole('button', { name: 'Retry' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.type(name, 'Ines Ortega');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+34 600 000 000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const saveFailure = await within(dialog).findByRole('alert');
    expect(saveFailure).toHaveTextContent(`Failed to save the contact details - ${injected(faults[1])}`);
    expect(screen.getByRole('dialog', { name: `Contact details of ${domain()}` })).toBe(dialog);
    expect(name).toHaveValue('Ines Ortega');
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('+34 600 000 000');
    await userEvent.click(within(saveFailure).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.sandbox.db.prepare('SELECT name, phone FROM tenant_contacts WHERE organization_id = ?').get(qiit())).toEqual({
      name: 'Ines Ortega',
      phone: '+34 600 000 000',
    });
  });

  it('View Jobs: a failed load inside the dialog with Retry, not an empty panel; a failed Stop inside it too', async () => {
    // The job query fails once (the tenant table's own queries go on to the sandbox).
    let failJobs = true;
    server.use(
      http.post(`${testOrigin}/svc/data-query/us/api/v1.0/query`, async ({ request }) => {
        const body = (await request.clone().json()) as { datasource?: string };
        if (body.datasource !== 'cojac_latest_job_results_v2' || !failJobs) return undefined;
        failJobs = false;
        return HttpResponse.json({ message: 'query service unavailable' }, { status: 503 });
      }),
    );
    await openWithQiitSelected();
    await userEvent.click(screen.getByRole('button', { name: 'View Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: `Jobs of ${domain()}` });
    const loadFailure = await within(dialog).findByRole('alert');
    expect(loadFailure).toHaveTextContent('Failed to load tenant jobs - query service unavailable');
    await userEvent.click(within(loadFailure).getByRole('button', { name: 'Retry' }));
    const jobs = await within(dialog).findByRole('table', { name: 'Tenant job status' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(jobs).getAllByRole('button', { name: 'Stop' })[0]);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Stop this job?' })).getByRole('button', { name: 'Stop job' }));
    const stopFailure = await within(dialog).findByRole('alert');
    expect(stopFailure).toHaveTextContent(`Failed to stop the job - ${injected(faults[2])}`);
    expect(requests.all().filter((r) => r.method === 'GET' && r.path.endsWith('/Stop'))).toHaveLength(1);
  });
});
