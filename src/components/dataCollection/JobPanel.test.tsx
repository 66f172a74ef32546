import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { testOrigin } from '../../../tests/msw/config';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderHierarchyAs } from '../../../tests/setup/hierarchyPage';
import { jobsCsv, toJobRow } from './jobRows';

// Seeded: Contoso Pharmaceuticals' collector has five jobs (one running, one named like a formula); Tailspin Toys has none.
const backend = useSandboxBackend();
// The terms dialog (its own tests: TermsGate) opens 2.5 s after an organization is chosen when its policies
// are not accepted, and hides the page behind it; on busy cores the panel paints later than that. Accepted here.
beforeEach(() => {
  backend.sandbox.db
    .prepare(
      `INSERT INTO reporting_tenants (organization_id, policies_accepted_on_utc, policies_accepted_by)
    SELECT id, '2026-01-01T00:00:00Z', 'test' FROM organizations WHERE true
    ON CONFLICT (organization_id) DO UPDATE SET policies_accepted_on_utc = excluded.policies_accepted_on_utc`,
    )
    .run();
});
const contoso = 'Contoso Pharmaceuticals';
const open = (org: string) => renderHierarchyAs(backend, 'tms.admin@sandbox.test', `/hierarchy/${backend.people.orgId(org)}/data-collection`);
const jobsOf = (org: string) =>
  backend.sandbox.db
    .prepare('SELECT id, job_name AS name, status FROM collection_jobs WHERE organization_id = ? ORDER BY rowid')
    .all(backend.people.orgId(org)) as { id: string; name: string; status: string }[];
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Tenant job status panel', () => {
  it('queries the job datasource of the region for the organization and shows the seven columns', async () => {
    const orgId = backend.people.orgId(contoso);
    const region = backend.sandbox.db
      .prepare("SELECT region FROM service_endpoints WHERE organization_id = ? AND endpoint_name = 'Reporting'")
      .pluck()
      .get(orgId) as string;
    await open(contoso);
    const table = await screen.findByRole('table', { name: 'Tenant job status' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Job Name', 'Queued On', 'Started On', 'Last Success', 'Data As Of', 'Status', 'Duration', 'Actions']);
    await within(table).findByRole('cell', { name: 'Mailboxes' });
    const [query] = requests.find('POST', `/svc/data-query/${region.toLowerCase()}/api/v1.0/query`);
    expect(query.json()).toEqual({ datasource: 'cojac_latest_job_results_v2', params: { orgs: [orgId] }, limit: 1000, offset: 0 });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0].textContent)
        .sort(),
    ).toEqual(
      jobsOf(contoso)
        .map((j) => j.name)
        .sort(),
    );
    // The probe started 5,000 s and last succeeded 1,800 s ago: it ran 53 min 20 s.
    const cells = within(rowOf(table, '=1+1 Formula probe'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[4]).toMatch(/^\d\d-[A-Z][a-z]{2}-\d{4} \d\d:\d\d:\d\d$/);
    expect(cells[5]).toBe('Succeeded');
    expect(cells[6]).toBe('00:53:20');
    expect(within(rowOf(table, 'Mailboxes')).getAllByRole('cell')[6]).toHaveTextContent(/^$/);
    expect(within(rowOf(table, '=1+1 Formula probe')).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('stops a running job through the data-management service', async () => {
    const running = jobsOf(contoso).find((j) => j.status === 'Running')!;
    await open(contoso);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    // A confirmation first: nothing is stopped until it is confirmed.
    expect(await screen.findByRole('dialog', { name: 'Stop this job?' })).toHaveTextContent(`The job "${running.name}" stops now`);
    expect(requests.all().filter((r) => r.path.endsWith('/Stop'))).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Stop job' }));
    await waitFor(() => expect(requests.find('GET', `/svc/data-management/api/v1.0/Jobs/${running.id}/Stop`)).toHaveLength(1));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(jobsOf(contoso).find((j) => j.id === running.id)!.status).toBe('Stopped');
  });

  it("colours Data As Of by freshness: Woodgrove Bank's data is over 6 days old, Contoso's fresh", async () => {
    await open('Woodgrove Bank');
    const table = await screen.findByRole('table', { name: 'Tenant job status' });
    const asOf = await waitFor(() =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[4]),
    );
    expect(asOf.length).toBeGreaterThan(0);
    for (const cell of asOf) {
      expect(cell.querySelector('[data-freshness]')!.getAttribute('data-freshness')).toBe('red');
      expect(cell).toHaveTextContent('(data older than 6 days)');
    }
  });

  it('shows fresh data dates without colour', async () => {
    await open(contoso);
    const table = await screen.findByRole('table', { name: 'Tenant job status' });
    const cell = within(rowOf(table, 'Mailboxes')).getAllByRole('cell')[4];
    expect(cell.querySelector('[data-freshness]')!.getAttribute('data-freshness')).toBe('neutral');
  });

  it('says "Tenant has no data" without jobs, and shows 5 shimmer lines while loading', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(`${testOrigin}/svc/data-query/:region/api/v1.0/query`, async () => {
        await new Promise<void>((r) => (release = r));
        return undefined; // then the sandbox answers
      }),
    );
    await open('Tailspin Toys');
    const shimmer = await screen.findByRole('progressbar', { name: 'Loading jobs' });
    expect(shimmer.children).toHaveLength(5);
    await waitFor(() => expect(requests.all().filter((r) => r.path.endsWith('/api/v1.0/query'))).toHaveLength(1));
    expect(screen.queryByText('Tenant has no data')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Tenant has no data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('downloads tenant_jobs.csv, a formula-like job name written as text', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = (b: Blob) => (saved.push(b), 'blob:jobs');
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      await open(contoso);
      await screen.findByRole('cell', { name: '=1+1 Formula probe' });
      await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(names).toEqual(['tenant_jobs.csv']);
    const lines = (await saved[0].text()).split('\r\n');
    expect(lines[0]).toBe(
      'JobName,QueuedOn,StartedOn,MostRecentTimeCompletedSuccessfully,CompletedSuccessfullyDateAsOf,MostRecentJobStatus,duration',
    );
    expect(lines.filter((l) => l.startsWith(`"'=1+1 Formula probe",`))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('Audit log! directory,'))).toHaveLength(1);
  });
});

describe('jobsCsv', () => {
  it('replaces semicolons by "!" and writes formula-leading cells as text', () => {
    const job = {
      JobId: 'a',
      OrgId: 40,
      TenantDomain: 'contoso.onmicrosoft.com',
      JobName: 'Scan; nightly',
      QueuedOn: '2026-11-20T08:00:00Z',
      StartedOn: '2026-11-20T08:01:00Z',
      MostRecentTimeCompletedSuccessfully: '2026-11-20T09:02:03Z',
      CompletedSuccessfullyDateAsOf: '2026-11-20T09:00:00Z',
      MostRecentJobStatus: '@SUM(A1)',
    };
    const csv = jobsCsv([toJobRow(job)]);
    const [, row] = csv.split('\r\n');
    expect(row.startsWith('Scan! nightly,')).toBe(true);
    expect(row).toContain(`,"'@SUM(A1)",`);
  });
});
