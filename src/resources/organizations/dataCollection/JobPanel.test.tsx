import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { profiles } from '../../../domain/testing/profiles';
import { dataCollectionHandlers, job, signupStatus } from '../../../../tests/msw/dataCollection';
import { resetHierarchyData } from '../../../../tests/msw/hierarchyData';
import { requests } from '../../../../tests/msw/recorder';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/setup/renderApp';
import { jobsCsv, toJobRow } from './jobRows';

beforeEach(() => resetHierarchyData());

const open = async (jobs: ReturnType<typeof job>[]) => {
  server.use(...dataCollectionHandlers({ 40: signupStatus(40, { region: 'EMEA' }) }, { jobs }));
  await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
};

describe('Tenant job status panel', () => {
  it('queries the job datasource of the region for the organization and shows the seven columns', async () => {
    await open([job('7d3c0f52-1111-4a4a-9b9b-000000000001'), job('7d3c0f52-1111-4a4a-9b9b-000000000002', { JobName: 'Teams scan', MostRecentJobStatus: 'Running', MostRecentTimeCompletedSuccessfully: '2026-11-19T09:00:00Z' })]);
    const table = await screen.findByRole('table', { name: 'Tenant job status' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Job Name', 'Queued On', 'Started On', 'Last Success', 'Data As Of', 'Status', 'Duration', 'Actions',
    ]);
    const [query] = requests.find('POST', '/svc/data-query-emea/api/v1.0/query');
    expect(query.json()).toEqual({ datasource: 'cojac_latest_job_results_v2', params: { orgs: [40] }, limit: 1000, offset: 0 });
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[0]).toBe('Mailbox scan');
    expect(cells[1]).toMatch(/^20-Nov-2026 \d\d:00:00$/);
    expect(cells[6]).toBe('01:01:03');
    expect(within(second).getAllByRole('cell')[6]).toHaveTextContent(/^$/);
    expect(within(first).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('stops a running job through the data-management service', async () => {
    await open([job('7d3c0f52-1111-4a4a-9b9b-000000000002', { MostRecentJobStatus: 'Running' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(requests.find('GET', '/svc/data-management/api/v1.0/Jobs/7d3c0f52-1111-4a4a-9b9b-000000000002/Stop')).toHaveLength(1));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
  });

  it('says "Tenant has no data" without jobs, and shows 5 shimmer lines while loading', async () => {
    let release: () => void = () => undefined;
    server.use(...dataCollectionHandlers({ 40: signupStatus(40) }));
    server.use(http.post('http://localhost:3000/svc/:host/api/v1.0/query', async () => {
      await new Promise<void>((r) => (release = r));
      return HttpResponse.json({ datasource: 'cojac_latest_job_results_v2', offset: 0, limit: 1000, rows: [] });
    }));
    await renderApp({ profile: profiles.tmsAdmin(), path: '/hierarchy/40/data-collection' });
    const shimmer = await screen.findByRole('progressbar', { name: 'Loading jobs' });
    expect(shimmer.children).toHaveLength(5);
    release();
    expect(await screen.findByText('Tenant has no data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('downloads tenant_jobs.csv', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = (b: Blob) => (saved.push(b), 'blob:jobs');
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      await open([job('7d3c0f52-1111-4a4a-9b9b-000000000001', { JobName: '=1+1' })]);
      await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(names).toEqual(['tenant_jobs.csv']);
    const text = await saved[0].text();
    expect(text.split('\r\n')[0]).toBe('JobName,QueuedOn,StartedOn,MostRecentTimeCompletedSuccessfully,CompletedSuccessfullyDateAsOf,MostRecentJobStatus,duration');
    expect(text.split('\r\n')[1]).toMatch(/^'=1\+1,/);
  });
});

describe('jobsCsv', () => {
  it('replaces semicolons by "!" and writes formula-leading cells as text', () => {
    const csv = jobsCsv([toJobRow(job('a', { JobName: 'Scan; nightly', MostRecentJobStatus: '@SUM(A1)' }))]);
    const [, row] = csv.split('\r\n');
    expect(row.startsWith('Scan! nightly,')).toBe(true);
    expect(row).toContain(",'@SUM(A1),");
  });
});
