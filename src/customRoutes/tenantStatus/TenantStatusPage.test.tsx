import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { testOrigin } from '../../../tests/msw/config';
import { requests } from '../../../tests/msw/recorder';
import { passTime, startFakeClock } from '../../../tests/setup/fakeClock';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { seriousViolations } from '../../../tests/setup/axe';
import { renderScreenAs } from '../../../tests/setup/renderScreen';
import { TENANT_OVERVIEW_RELOAD_MS } from '../../domain/status/tenantStatus';
import TenantStatusPage from './TenantStatusPage';

// Seeded: Quadrant Internal IT (US) has a job in each status and no contact; Woodgrove Bank's
// data is 7 days old, Wide World Importers' (EU) 4 days; Quadrant Demo Partners has no tenant.
const backend = useSandboxBackend();
const tms = 'tms.admin@sandbox.test';
const id = (name: string) => backend.people.orgId(name);
let shown: Awaited<ReturnType<typeof renderScreenAs>>;
/** The page as <App> mounts it (behind its access check), with the side menu for the tests about its entry. */
const open = async (path: string, as = tms) =>
  (shown = await renderScreenAs(backend, as, <TenantStatusPage />, { path, route: '/tenant-overview/*', access: 'tenantOverview', menu: true }));
const searchParam = (name: string) => shown.searchParam(name);
const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const queries = (region = 'us') => requests.find('POST', `/svc/data-query/${region}/api/v1.0/query`);
const table = () => screen.findByRole('table', { name: 'Tenants' });
const rowOf = async (domain: string) => (await within(await table()).findByRole('cell', { name: domain })).closest('tr') as HTMLElement;
const domainOf = (name: string) =>
  backend.sandbox.db
    .prepare(
      `SELECT d.domain_name FROM directory_tenants t JOIN verified_domains d ON d.tenant_id = t.id
  WHERE t.organization_id = ? AND d.is_default = 1`,
    )
    .pluck()
    .get(id(name)) as string;

describe('Tenant Status: access and tabs (doc 001 §2.2, §6)', () => {
  it('TMS admin: menu entry, /tenant-overview goes to united-states, tabs United States and Europe, nothing selected', async () => {
    await open('/tenant-overview');
    await waitFor(() => expect(shown.location().pathname).toBe('/tenant-overview/united-states'));
    expect(await within(menu()).findByRole('menuitem', { name: 'Tenant Status' })).toHaveAttribute('href', '/tenant-overview');
    const tabs = within(await screen.findByRole('tablist', { name: 'Regions' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['United States', 'Europe']);
    expect(screen.getByText('Select a region, then choose groups or organizations to see the status of their tenants.')).toBeInTheDocument();
    expect(screen.getByText('Nothing selected - please make your selection')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /organizations/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /organization groups/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeDisabled();
    expect(queries()).toHaveLength(0);
  });

  it("says organizations.error.failedGroupLoad, with the server's message, when the organization's groups cannot be read", async () => {
    server.use(
      http.get(`${testOrigin}/svc/account/api/v1.0/organizations/:org/organizationGroupHierarchies`, () =>
        HttpResponse.json({ message: 'groups are down' }, { status: 500 }),
      ),
    );
    await open('/tenant-overview/united-states');
    expect(
      await screen.findByText(/^The organization groups could not be loaded\. Refresh the page to try again; .* - groups are down/),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /organization groups/ })).toBeInTheDocument();
  });

  it('provider staff land on S1, the only tab; a TMS viewer is sent to /', async () => {
    await open('/tenant-overview', 'staff@sandbox.test');
    await waitFor(() => expect(shown.location().pathname).toBe('/tenant-overview/S1'));
    expect(
      within(await screen.findByRole('tablist', { name: 'Regions' }))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['S1']);
  });

  it('the special staff mode (root system administrator) adds "Not associated user", the staff-domain filter and "ALL GROUPS"', async () => {
    await open('/tenant-overview/united-states', 'root.sysadmin@sandbox.test');
    expect(await screen.findByRole('checkbox', { name: 'Not associated user' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Only staff-domain users' })).toBeInTheDocument();
    // No organization groups in this sandbox yet: ALL GROUPS has nothing to choose.
    expect(screen.getByRole('checkbox', { name: 'ALL GROUPS' })).toBeDisabled();
    // The organization options come with their users, which the two filters read.
    await waitFor(() => expect(requests.all().filter((r) => r.path.endsWith('/associations') && r.search === '?addUsers=true')).toHaveLength(1));
  });

  it('other administrators do not get the special staff mode filters', async () => {
    await open('/tenant-overview/united-states', 'customer.admin@sandbox.test');
    await screen.findByRole('combobox', { name: /organizations/ });
    expect(screen.queryByRole('checkbox', { name: 'Not associated user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'ALL GROUPS' })).not.toBeInTheDocument();
  });

  it('a TMS viewer visiting /tenant-overview/europe is sent to /', async () => {
    await open('/tenant-overview/europe', 'tms.viewer@sandbox.test');
    await waitFor(() => expect(shown.location().pathname).toBe('/'));
    // The menu's entries appear together: once one is there, Tenant Status would be too.
    await within(menu()).findByRole('menuitem', { name: 'My Organization' });
    expect(within(menu()).queryByRole('menuitem', { name: 'Tenant Status' })).not.toBeInTheDocument();
  });
});

describe('Tenant Status: the table', () => {
  it('asks the US data query for the organizations in the address (limit 51, offset 0), colours stale data, warns of the one not provisioned', async () => {
    const orgs = [id('Quadrant Internal IT'), id('Woodgrove Bank'), id('Quadrant Demo Partners')];
    await open(`/tenant-overview/united-states?orgs=${orgs.join(',')}`);
    const stale = await rowOf(domainOf('Woodgrove Bank'));
    const [query] = queries();
    expect(query.json()).toEqual({
      datasource: 'tenant_collection_health_overview_view',
      fields: ['TenantDomain', 'OrgId', 'UserCount', 'MailboxCount', 'NextScan', 'DataAsOf', 'JobStatusAggregation'],
      params: { orgs },
      limit: 51,
      offset: 0,
      orderBy: { field: 'TenantDomain', direction: 'asc' },
    });
    expect(
      within(await table())
        .getAllByRole('columnheader')
        .map((c) => c.textContent)
        .slice(1),
    ).toEqual(['Tenant Domain', 'User Count', 'Mailbox Count', 'Data As Of', 'Next Scan', 'Job Status']);
    expect(stale.querySelector('[data-freshness]')!.getAttribute('data-freshness')).toBe('red');
    const fresh = await rowOf(domainOf('Quadrant Internal IT'));
    expect(fresh.querySelector('[data-freshness]')!.getAttribute('data-freshness')).toBe('neutral');
    expect(fresh).toHaveTextContent('1 Failed');
    // Three organizations chosen, two rows: Quadrant Demo Partners has no tenant.
    expect(screen.getByText('One or more tenants are not provisioned for Reporting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'View Jobs' })).toBeDisabled();
  });

  it('Europe: Wide World Importers between 3 and 6 days is yellow; sorting asks the service again', async () => {
    await open(`/tenant-overview/europe?orgs=${id('Wide World Importers')}`);
    const row = await rowOf(domainOf('Wide World Importers'));
    expect(row.querySelector('[data-freshness]')!.getAttribute('data-freshness')).toBe('yellow');
    expect(row).toHaveTextContent('(data 3 to 6 days old)');
    await userEvent.click(within(await table()).getByRole('button', { name: 'Sort by data As Of ascending' }));
    await waitFor(() => expect(queries('eu').at(-1)!.json()).toMatchObject({ orderBy: { field: 'DataAsOf', direction: 'asc' } }));
    expect(searchParam('sort')).toBe('DataAsOf');
  });

  it('choosing an organization in the filter asks once, 400 ms after the choice', async () => {
    startFakeClock();
    await open('/tenant-overview/united-states');
    const select = await screen.findByRole('combobox', { name: /organizations/ });
    await userEvent.type(select, 'Quadrant Internal');
    // The delay is measured on the request itself (on the fake clock): on a busy machine the click can return after the 400 ms.
    const option = await screen.findByRole('option', { name: 'Quadrant Internal IT' });
    let chosenAt = Number.POSITIVE_INFINITY;
    option.addEventListener('click', () => (chosenAt = Date.now()));
    await userEvent.click(option);
    await passTime(TENANT_OVERVIEW_RELOAD_MS);
    await waitFor(() => expect(queries()).toHaveLength(1));
    expect(queries()[0].at - chosenAt).toBeGreaterThanOrEqual(400);
    expect(queries()[0].json()).toMatchObject({ params: { orgs: [id('Quadrant Internal IT')] }, limit: 51, offset: 0 });
    expect(searchParam('orgs')).toBe(String(id('Quadrant Internal IT')));
    await rowOf(domainOf('Quadrant Internal IT'));
    expect(queries()).toHaveLength(1);
  });

  it('has no serious axe violations with rows, a stale date and the warning shown', async () => {
    await open(`/tenant-overview/united-states?orgs=${[id('Woodgrove Bank'), id('Quadrant Demo Partners')].join(',')}`);
    await rowOf(domainOf('Woodgrove Bank'));
    expect(await seriousViolations()).toEqual([]);
  });

  it('column filters narrow the rows shown: text on Tenant Domain, a day range on Data As Of; they live in the address', async () => {
    await open(`/tenant-overview/united-states?orgs=${[id('Quadrant Internal IT'), id('Woodgrove Bank')].join(',')}`);
    await rowOf(domainOf('Woodgrove Bank'));
    const day = new Date(Date.now() - 5 * 86_400_000);
    const to = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    await userEvent.type(screen.getByLabelText('Data As Of to'), to);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Tenants' })).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('table', { name: 'Tenants' })).getByRole('cell', { name: domainOf('Woodgrove Bank') })).toBeInTheDocument();
    expect(searchParam('asOfTo')).toBe(to);
    await userEvent.click(screen.getByRole('button', { name: 'Clear column filters' }));
    await userEvent.type(screen.getByLabelText('Tenant Domain contains'), 'zzz-no-such');
    expect(await screen.findByText('No tenant on this page matches the column filters')).toBeInTheDocument();
  });

  it('Hide filter gives its room to the table (the selects go); Show filter brings them back with the choices', async () => {
    await open(`/tenant-overview/united-states?orgs=${id('Quadrant Internal IT')}`);
    await rowOf(domainOf('Quadrant Internal IT'));
    await userEvent.click(screen.getByRole('button', { name: 'Hide filter' }));
    // Gone, not merely hidden: a closed Collapse keeps its width.
    await waitFor(() => expect(screen.queryAllByRole('combobox', { hidden: true })).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Show filter' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Show filter' }));
    expect(await screen.findByRole('button', { name: 'Quadrant Internal IT' })).toBeInTheDocument(); // the chip
  });

  it('past 100 chosen organizations the info message shows (it does not block)', async () => {
    // The demo has about 60 organizations: ids 1 to 101 include unknown ones, so the query itself is refused (the error bar).
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    await open(`/tenant-overview/united-states?orgs=${many}`);
    expect(await screen.findByText('Maximum number of options selected reached')).toBeInTheDocument();
  });

  it('pages by 50: page 2 is asked ahead (offset 50) once page 1 shows a next page, and "next" paints it without asking again', async () => {
    const tenant = (i: number) => ({
      TenantDomain: `t${String(i).padStart(3, '0')}.example`,
      OrgId: 1000 + i,
      UserCount: 10,
      MailboxCount: 9,
      DataAsOf: new Date().toISOString(),
      NextScan: null,
      JobStatusAggregation: '1 Succeeded',
    });
    server.use(
      http.post(`${testOrigin}/svc/data-query/us/api/v1.0/query`, async ({ request }) => {
        const { offset, limit } = (await request.json()) as { offset: number; limit: number };
        return HttpResponse.json({
          datasource: 'tenant_collection_health_overview_view',
          offset,
          limit,
          rows: Array.from({ length: Math.min(limit, 60 - offset) }, (_, i) => tenant(offset + i)),
        });
      }),
    );
    await open(`/tenant-overview/united-states?orgs=${id('Quadrant Internal IT')}`);
    await rowOf('t000.example');
    await waitFor(() => expect(queries().map((q) => (q.json() as { offset: number }).offset)).toEqual([0, 50]));
    expect(queries().map((q) => (q.json() as { limit: number }).limit)).toEqual([51, 51]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Tenants' })).getAllByRole('row')).toHaveLength(51));
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await rowOf('t050.example');
    expect(within(screen.getByRole('table', { name: 'Tenants' })).queryByRole('cell', { name: 't000.example' })).not.toBeInTheDocument();
    expect(searchParam('page')).toBe('2');
    // Page 2 came from the answer asked ahead; it has no next page, so nothing more is asked.
    expect(queries().map((q) => (q.json() as { offset: number }).offset)).toEqual([0, 50]);
  });

  it('a 400 on the tenant query shows the not-provisioned message, not the error bar', async () => {
    server.use(
      http.post(`${testOrigin}/svc/data-query/us/api/v1.0/query`, () =>
        HttpResponse.json({ message: 'not provisioned', errors: {} }, { status: 400 }),
      ),
    );
    await open(`/tenant-overview/united-states?orgs=${id('Quadrant Internal IT')}`);
    expect(
      await screen.findByText('The selected tenants are not provisioned for Reporting. Set up reporting for their organizations, then try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load tenant data/)).not.toBeInTheDocument();
  });
});

describe('Tenant Status: commands', () => {
  const qiit = () => `/tenant-overview/united-states?orgs=${id('Quadrant Internal IT')}`;
  const selectQiit = async () => {
    await userEvent.click(await screen.findByRole('radio', { name: `Select ${domainOf('Quadrant Internal IT')}` }));
    await waitFor(() => expect(searchParam('selected')).toBe(String(id('Quadrant Internal IT'))));
  };
  const contactRow = () =>
    backend.sandbox.db.prepare('SELECT id, name, email, phone, notes FROM tenant_contacts WHERE organization_id = ?').get(id('Quadrant Internal IT'));

  it('Edit Contact Details: the first save is a POST (id 0), the next a PATCH with the id; submit only on a change', async () => {
    await open(qiit());
    await selectQiit();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contact Details' }));
    const dialog = await screen.findByRole('dialog', { name: `Contact details of ${domainOf('Quadrant Internal IT')}` });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeEnabled());
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ines Ortega');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ines@quadrant.example');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const path = `/svc/reporting/us/api/v1.0/organizations/${id('Quadrant Internal IT')}/Settings/tenantContact`;
    expect(requests.find('POST', path).map((r) => r.json())).toEqual([{ name: 'Ines Ortega', email: 'ines@quadrant.example', phone: '', notes: '' }]);
    const saved = contactRow() as { id: number };
    expect(saved).toEqual({ id: expect.any(Number), name: 'Ines Ortega', email: 'ines@quadrant.example', phone: '', notes: '' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit Contact Details' }));
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveValue('Ines Ortega'));
    await userEvent.type(within(again).getByRole('textbox', { name: 'Notes' }), 'Mornings');
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find('PATCH', `${path}/${saved.id}`)).toHaveLength(1));
    expect(requests.find('PATCH', `${path}/${saved.id}`)[0].json()).toEqual({
      name: 'Ines Ortega',
      email: 'ines@quadrant.example',
      phone: '',
      notes: 'Mornings',
    });
    await waitFor(() => expect(contactRow()).toMatchObject({ notes: 'Mornings' }));
    expect(requests.find('POST', path)).toHaveLength(1);
  });

  it('View Jobs: the job panel of the selected tenant, Stop on the queued and the running job', async () => {
    await open(qiit());
    await selectQiit();
    await userEvent.click(screen.getByRole('button', { name: 'View Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: `Jobs of ${domainOf('Quadrant Internal IT')}` });
    const jobs = await within(dialog).findByRole('table', { name: 'Tenant job status' });
    await within(jobs).findByRole('cell', { name: 'Licenses' });
    expect(within(jobs).getAllByRole('button', { name: 'Stop' })).toHaveLength(2);
    expect(requests.find('POST', '/svc/data-query/us/api/v1.0/query').at(-1)!.json()).toMatchObject({
      datasource: 'cojac_latest_job_results_v2',
      params: { orgs: [id('Quadrant Internal IT')] },
    });
  });

  it('Download Report: tenant_status.csv with the table columns, cells neutralised', async () => {
    const saved: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (b: Blob) => (saved.push(b), 'blob:report');
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      await open(qiit());
      await rowOf(domainOf('Quadrant Internal IT'));
      await userEvent.click(screen.getByRole('button', { name: 'Download Report' }));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(names).toEqual(['tenant_status.csv']);
    const text = await saved[0].text();
    const [header, line] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toBe('TenantDomain,UserCount,MailboxCount,DataAsOf,NextScan,JobStatusAggregation');
    expect(line.startsWith(domainOf('Quadrant Internal IT'))).toBe(true);
  });
});
