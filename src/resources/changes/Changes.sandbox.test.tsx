import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requests } from '../../../tests/msw/recorder';
import { passTime, startFakeClock } from '../../../tests/setup/fakeClock';
import { renderScreenAs, screenAt } from '../../../tests/setup/renderScreen';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { jobSchema, planSchema, type Job, type Plan } from '../../domain/changes';
import TenantStatusPage from '../../customRoutes/tenantStatus/TenantStatusPage';
import { AlertsButton } from '../../layout/AlertsButton';
import GroupsPage from '../groups/GroupsPage';
import ChangeJobList from './ChangeJobList';
import ChangeJobPage from './ChangeJobPage';

/** Change jobs in the console against the in-process sandbox (docs/api.md "Change jobs"). */
const backend = useSandboxBackend();
const DIST = 'distributor.admin@sandbox.test';
const TMS = 'tms.admin@sandbox.test';
const API = '/svc/changes/api/v1.0';

const get = async <T,>(email: string, url: string, schema: { parse: (v: unknown) => T }) =>
  schema.parse((await backend.sandbox.app.inject({ method: 'GET', url: `${API}${url}`, headers: await backend.sandbox.authHeader(email) })).json());
const row = <T,>(sql: string, ...params: unknown[]) => backend.sandbox.db.prepare(sql).get(...params) as T;
const jobPage = { access: 'changes', action: 'show' as const, resource: 'changes' };
const jobRoute = { '/changes/:id/show': screenAt(<ChangeJobPage />, jobPage) };
/** The seed's request of distributor.admin, waiting for a second administrator. */
const waitingJobId = () => row<{ id: number }>("SELECT id FROM change_jobs WHERE state = 'waiting' ORDER BY id LIMIT 1").id;
const renderJob = (email: string, id: number) =>
  renderScreenAs(backend, email, <ChangeJobPage />, { path: `/changes/${id}/show`, route: '/changes/:id/show', ...jobPage });

async function choose(name: string, option: string | RegExp) {
  await userEvent.click(await screen.findByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('change jobs in the console', () => {
  it('distributor.admin previews a role for a user in every organization of his group, sees each class with its reasons, and requests approval', async () => {
    const groupId = row<{ id: number }>("SELECT id FROM organization_groups WHERE name = 'Managed customers'").id;
    await renderScreenAs(backend, DIST, <GroupsPage />, {
      path: `/groups/${groupId}`,
      route: '/groups/*',
      access: 'groups',
      resource: 'groups',
      routes: jobRoute,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change these organizations…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change many organizations' });
    await choose('Action', 'Grant a role');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'User' }));
    const someone = (await screen.findAllByRole('option')).find((o) => !o.textContent!.includes(DIST))!;
    const email = /\(([^)]+)\)$/.exec(someone.textContent!)![1];
    await userEvent.click(someone);
    // Without a role nothing is previewed: the field says it is required.
    requests.clear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(requests.find('POST', `${API}/plans`)).toEqual([]);
    await choose('Role', 'Account Administrator');
    requests.clear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview: nothing has changed yet' });
    const [sent] = requests.find('POST', `${API}/plans`);
    expect(sent.json()).toEqual({
      action: 'grantRole',
      params: { userId: backend.people.user(email).id, roleId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      targets: { kind: 'group', groupId },
    });
    await waitFor(() => expect(requests.all().some((r) => /\/plans\/\d+\/targets$/.test(r.path))).toBe(true));
    const planId = Number(/\/plans\/(\d+)\//.exec(requests.all().find((r) => /\/plans\/\d+\/targets$/.test(r.path))!.path)![1]);
    const plan: Plan = await get(DIST, `/plans/${planId}`, planSchema);
    // The classes with the sandbox's own totals; the plan grants an administrator role, so it waits for approval.
    expect(plan.totals.total).toBeGreaterThan(10);
    for (const [label, n] of [
      ['Will change', plan.totals.willChange],
      ['Already so', plan.totals.alreadySo],
      ['Skipped', plan.totals.skipped],
      ['Blocked', plan.totals.blocked],
    ] as const)
      expect(within(preview).getByRole('tab', { name: `${label}: ${n}` })).toBeInTheDocument();
    expect(
      within(preview).getByText('It grants an administrator role: a second administrator approves this change before it is applied.'),
    ).toBeInTheDocument();
    expect(plan.totals.skipped).toBeGreaterThan(0);
    await userEvent.click(within(preview).getByRole('tab', { name: `Skipped: ${plan.totals.skipped}` }));
    const table = within(preview).getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(plan.totals.skipped, 25) + 1));
    // Each skipped row says why, from the access rules, with the Access explanation a click away.
    for (const r of within(table).getAllByRole('row').slice(1)) {
      expect(r).toHaveTextContent('Skipped');
      expect(within(r).getByRole('button', { name: 'Why?' })).toBeInTheDocument();
    }

    requests.clear();
    await userEvent.click(within(preview).getByRole('button', { name: 'Request approval' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Change job \d+: Grant a role, \d+ organizations under Managed customers$/ }),
    ).toBeInTheDocument();
    expect(requests.find('POST', `${API}/jobs`)[0].json()).toEqual({ planId, hash: plan.hash });
    expect(await screen.findByText(/^Waiting for a second administrator's approval/)).toBeInTheDocument();
    // The requester cannot decide his own request.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(row<{ state: string }>('SELECT state FROM change_jobs WHERE plan_id = ?', planId).state).toBe('waiting');
  });

  it('tms.admin must give a reason to reject, approves the waiting request with a comment, and the job ends with each organization’s result', async () => {
    startFakeClock();
    const id = waitingJobId();
    const before: Job = await get(TMS, `/jobs/${id}`, jobSchema);
    await renderJob(TMS, id);
    const comment = await screen.findByRole('textbox', { name: 'Comment' });
    requests.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(comment).toHaveAttribute('aria-invalid', 'true'));
    expect(requests.all().filter((r) => r.method === 'POST')).toEqual([]);

    await userEvent.type(comment, 'Checked with Dana');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(requests.find('POST', `${API}/jobs/${id}/approve`)).toHaveLength(1));
    expect(requests.find('POST', `${API}/jobs/${id}/approve`)[0].json()).toEqual({ hash: before.hash, comment: 'Checked with Dana' });
    const status = await screen.findByRole('status');
    // The page reads the running job every 2 seconds: the next read, stepped over, finds it ended.
    await waitFor(() => expect(row<{ state: string }>('SELECT state FROM change_jobs WHERE id = ?', id).state).toMatch(/^completed/));
    await passTime(2000);
    await waitFor(() => expect(status).toHaveTextContent(/^Completed/));
    const after: Job = await get(TMS, `/jobs/${id}`, jobSchema);
    expect(after.approver?.name).toBe('Taylor Morgan');
    expect(await screen.findByText(/^Approved by Taylor Morgan on .* — Checked with Dana$/)).toBeInTheDocument();
    // The end line is the service's counts, and a job that left organizations out is not shown as a success.
    const parts = [
      [after.counts.changed, 'changed'],
      [after.counts.alreadySo, 'already so'],
      [after.counts.skipped, 'skipped'],
      [after.counts.blocked, 'blocked'],
    ]
      .filter(([n]) => Number(n) > 0)
      .map(([n, t]) => `${n} ${t}`);
    const end = after.state === 'completed' ? 'Completed' : 'Completed with problems';
    await waitFor(() => expect(status).toHaveTextContent(`${end}: ${parts.join(' · ')}`));
    const results = screen.getByRole('table', { name: 'Result per organization' });
    await waitFor(() => expect(within(results).getAllByRole('row')).toHaveLength(Math.min(after.total, 25) + 1));
    expect(within(results).getAllByText('Changed')).toHaveLength(after.counts.changed);
    // A skipped organization's reason names the organization whose setting blocks it, in the reader's language.
    expect(
      within(results).getAllByText(/^Parent can manage is off for Fabrikam Residences, and the user is not a TMS admin\.$/).length,
    ).toBeGreaterThan(0);
    expect(results).not.toHaveTextContent('{{');
    expect(screen.getByRole('link', { name: 'Audit entries of this job' })).toHaveAttribute('href', `/auditEvents?jobId=${id}`);
  });

  it('shows the requester his request waiting, read again at least every 2 seconds', async () => {
    startFakeClock();
    const id = waitingJobId();
    await renderJob(DIST, id);
    await screen.findByText(/^Waiting for a second administrator's approval/);
    const reads = () => requests.find('GET', `${API}/jobs/${id}`).length;
    const seen = reads();
    await passTime(2000);
    await waitFor(() => expect(reads()).toBeGreaterThan(seen));
  });

  it('lists the request in tms.admin’s "Waiting for me" tab and in his alerts bell, each opening the job', async () => {
    const id = waitingJobId();
    const job: Job = await get(TMS, `/jobs/${id}`, jobSchema);
    await renderScreenAs(backend, TMS, <ChangeJobList />, {
      path: '/changes',
      route: '/changes',
      access: 'changes',
      resource: 'changes',
      beside: <AlertsButton />,
      routes: jobRoute,
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Waiting for me' }));
    await waitFor(() =>
      expect(requests.find('GET', `${API}/jobs`).some((r) => new URLSearchParams(r.search).get('filter') === '{"view":"waitingForMe"}')).toBe(true),
    );
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const action = { grantRole: 'Grant a role', holdDataCollection: 'Put data collection on hold' }[job.action as 'grantRole'];
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(`${action}${job.labelParts.count} organizations under Managed customers`);

    const bell = screen.getByRole('button', { name: 'Alerts' });
    await waitFor(() => expect(bell).toHaveAccessibleDescription(/Changes waiting for your approval: 1$/));
    await userEvent.click(bell);
    const list = await screen.findByRole('dialog', { name: 'New alerts' });
    await userEvent.click(
      await within(list).findByRole('link', { name: `${action}: ${job.labelParts.count} organizations under Managed customers` }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(`^Change job ${id}: `) })).toBeInTheDocument();
  });

  it('shows the finished job with problems in warning colours and offers Retry failed: a new preview of the conflicting organization alone', async () => {
    const { id } = row<{ id: number }>("SELECT id FROM change_jobs WHERE state = 'completedWithProblems' ORDER BY id LIMIT 1");
    const job: Job = await get(TMS, `/jobs/${id}`, jobSchema);
    expect(job.counts.conflict + job.counts.failed).toBeGreaterThan(0);
    await renderJob(TMS, id);
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Completed with problems: .*\d+ conflicts?/));
    // Never green when anything failed or conflicted.
    expect(status.className).toMatch(/MuiAlert-colorWarning|MuiAlert-colorError/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed' }));
    const dialog = await screen.findByRole('dialog', { name: `Retry the failed organizations of change job ${id}` });
    const retried = job.counts.failed + job.counts.conflict;
    expect(await within(dialog).findByRole('tab', { name: `All: ${retried}` })).toBeInTheDocument();
    expect(requests.find('POST', `${API}/jobs/${id}/retry`)).toHaveLength(1);
  });

  it('starts from Tenant Status with "all N matching": the organizations of the rows the page shows, and N is the plan’s count', async () => {
    const orgs = ['Contoso Pharmaceuticals', 'Quadrant Internal IT', 'Northwind Distribution'].map((n) => backend.people.orgId(n));
    await renderScreenAs(backend, TMS, <TenantStatusPage />, {
      path: `/tenant-overview/united-states?orgs=${orgs.join(',')}`,
      route: '/tenant-overview/*',
      access: 'tenantOverview',
      routes: jobRoute,
    });
    const button = await screen.findByRole('button', { name: /^Change all \d+ matching these filters…$/ });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const n = Number(/\d+/.exec(button.textContent!)![0]);
    await userEvent.click(button);
    await choose('Action', 'Release data collection');
    requests.clear();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Change many organizations' })).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview: nothing has changed yet' });
    const body = requests.find('POST', `${API}/plans`)[0].json() as { targets: { kind: string; organizationIds: number[] } };
    expect(body.targets.kind).toBe('organizations');
    expect(body.targets.organizationIds).toHaveLength(n);
    expect(body.targets.organizationIds.every((id) => orgs.includes(id))).toBe(true);
    expect(await within(preview).findByRole('tab', { name: `All: ${n}` })).toBeInTheDocument();
  });
});
