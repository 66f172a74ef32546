import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { BROWSER_WAIT_MS, closeTestPage, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * The tenant status page in Chromium against the real sandbox: the menu, the filter, the
 * rows and their colours, the address that reopens the same view, the contact dialog's POST then
 * PATCH, the report; ALL GROUPS by orggrps; provider staff on S1; a TMS viewer sent away.
 */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });
const row = session.row;
const orgId = session.orgId;

const table = (page: Page) => page.getByRole('table', { name: 'Tenants' });
const domainOf = (name: string) =>
  row<{ d: string }>(
    `SELECT d.domain_name AS d FROM directory_tenants t JOIN verified_domains d ON d.tenant_id = t.id
  WHERE t.organization_id = ? AND d.is_default = 1`,
    orgId(name),
  ).d;
const freshness = (page: Page, domain: string) =>
  table(page).getByRole('row').filter({ hasText: domain }).locator('[data-freshness]').getAttribute('data-freshness');

async function choose(page: Page, name: string) {
  const select = page.getByRole('combobox', { name: 'Select organizations' });
  await select.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

describe('Tenant Status in Chromium', () => {
  it('tms.admin: menu, filter, colours, a shared address, contact POST then PATCH, the report', async () => {
    const page = await newTestPage();
    const calls: Request[] = [];
    page.on('request', (r) => (r.url().includes('/api/v1.0/query') || r.url().includes('/Settings/tenantContact')) && calls.push(r));
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, '/my-invoices');
    await page.getByRole('menuitem', { name: 'Tenant Status' }).click();
    await page.waitForURL('**/tenant-overview/united-states');
    expect(await page.getByRole('tablist', { name: 'Regions' }).getByRole('tab').allTextContents()).toEqual(['United States', 'Europe']);
    await page.getByText('Nothing selected - please make your selection').waitFor();

    await choose(page, 'Quadrant Internal IT');
    await choose(page, 'Woodgrove Bank');
    await choose(page, 'Contoso Pharmaceuticals'); // a long domain: the Data As Of column starts past the window
    await page.keyboard.press('Escape');
    const qiit = domainOf('Quadrant Internal IT');
    await table(page)
      .getByRole('cell', { name: domainOf('Woodgrove Bank'), exact: true })
      .waitFor();
    await table(page).getByRole('cell', { name: qiit, exact: true }).waitFor();
    await table(page)
      .getByRole('cell', { name: domainOf('Contoso Pharmaceuticals'), exact: true })
      .waitFor();
    // The choices are sent after a 400 ms wait, to the region's data-query base, one row more than the page: one
    // query when they come within it, else one per pause (the unit tests hold the wait to its milliseconds), and
    // never one per letter typed into the filter's search.
    const queries = calls.filter((r) => r.url().endsWith('/svc/data-query/us/api/v1.0/query')).map((r) => r.postDataJSON());
    expect(queries.length).toBeLessThanOrEqual(3);
    const chosen = [orgId('Quadrant Internal IT'), orgId('Woodgrove Bank'), orgId('Contoso Pharmaceuticals')];
    const sent: number[][] = queries.map((q) => q.params.orgs);
    expect(sent).toEqual(sent.map((orgs) => chosen.slice(0, orgs.length)));
    expect(sent.map((orgs) => orgs.length)).toEqual([...new Set(sent.map((orgs) => orgs.length))].sort());
    expect(queries.slice(-1)).toEqual([
      {
        datasource: 'tenant_collection_health_overview_view',
        // The seven fields the page shows, named (doc 001 §7).
        fields: ['TenantDomain', 'OrgId', 'UserCount', 'MailboxCount', 'NextScan', 'DataAsOf', 'JobStatusAggregation'],
        params: { orgs: [orgId('Quadrant Internal IT'), orgId('Woodgrove Bank'), orgId('Contoso Pharmaceuticals')] },
        limit: 51,
        offset: 0,
        orderBy: { field: 'TenantDomain', direction: 'asc' },
      },
    ]);
    expect(await freshness(page, domainOf('Woodgrove Bank'))).toBe('red');
    expect(await freshness(page, qiit)).toBe('neutral');
    // The page fits the window: the table scrolls inside its box (a stale date's hidden hint once doubled
    // the page's width, then, placed against the page, still widened it).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // A click on the row selects it; the address carries the whole view and reopens it.
    await table(page).getByRole('cell', { name: qiit, exact: true }).click();
    await page.getByRole('textbox', { name: 'Tenant Domain contains' }).fill('quadrant');
    await page.getByRole('button', { name: 'Sort by tenant Domain descending' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('DESC');
    const shared = await newTestPage();
    await signIn(shared, session.sandbox.url, 'tms.admin@sandbox.test', password, new URL(page.url()).pathname + new URL(page.url()).search);
    await table(shared).getByRole('cell', { name: qiit, exact: true }).waitFor();
    expect(await table(shared).getByRole('row').count()).toBe(2); // the header and Quadrant Internal IT (the domain filter)
    expect(await shared.getByRole('radio', { name: `Select ${qiit}` }).isChecked()).toBe(true);
    expect(await shared.getByRole('textbox', { name: 'Tenant Domain contains' }).inputValue()).toBe('quadrant');
    await closeTestPage(shared);

    // Contact: the seeded contact has id 0, so the first save is a POST; the second a PATCH with the new id.
    const contactPath = `/svc/reporting/us/api/v1.0/organizations/${orgId('Quadrant Internal IT')}/Settings/tenantContact`;
    await page.getByRole('button', { name: 'Edit Contact Details' }).click();
    let dialog = page.getByRole('dialog', { name: `Contact details of ${qiit}` });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ines Ortega');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = row<{ id: number; name: string }>('SELECT id, name FROM tenant_contacts WHERE organization_id = ?', orgId('Quadrant Internal IT'));
    expect(saved.name).toBe('Ines Ortega');
    await page.getByRole('button', { name: 'Edit Contact Details' }).click();
    dialog = page.getByRole('dialog', { name: `Contact details of ${qiit}` });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ines Ortega');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0100');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const writes = calls.filter((r) => r.method() !== 'GET' && r.url().includes('/Settings/tenantContact'));
    expect(writes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([`POST ${contactPath}`, `PATCH ${contactPath}/${saved.id}`]);
    expect(row<{ phone: string }>('SELECT phone FROM tenant_contacts WHERE organization_id = ?', orgId('Quadrant Internal IT')).phone).toBe(
      '+1 555 0100',
    );

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Report' }).click()]);
    expect(download.suggestedFilename()).toBe('tenant_status.csv');
    const csv = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual(['TenantDomain', 'UserCount', 'MailboxCount', 'DataAsOf', 'NextScan', 'JobStatusAggregation']);
    expect(
      csv
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([qiit, domainOf('Woodgrove Bank'), domainOf('Contoso Pharmaceuticals')].sort());

    // Europe: Wide World Importers is 3 to 6 days old; Quadrant Demo Partners has no tenant.
    await page.goto(`${session.sandbox.url}/tenant-overview/europe?orgs=${orgId('Wide World Importers')},${orgId('Quadrant Demo Partners')}`);
    await page.getByText('One or more tenants are not provisioned for Reporting').waitFor();
    expect(await freshness(page, domainOf('Wide World Importers'))).toBe('yellow');
    await closeTestPage(page);
  });

  it('the special staff mode: ALL GROUPS asks by orggrps (the group ids)', async () => {
    const page = await newTestPage();
    const queries: Request[] = [];
    page.on('request', (r) => r.url().endsWith('/svc/data-query/us/api/v1.0/query') && queries.push(r));
    await signIn(page, session.sandbox.url, 'root.sysadmin@sandbox.test', password, '/tenant-overview/united-states');
    const all = page.getByRole('checkbox', { name: 'ALL GROUPS' });
    await expect.poll(() => all.isEnabled(), { timeout: BROWSER_WAIT_MS }).toBe(true);
    await all.check();
    await table(page).locator('tbody tr').first().waitFor();
    const groups = new URL(page.url()).searchParams.get('grps')!.split(',').map(Number);
    expect(groups.length).toBeGreaterThan(1);
    expect(queries.map((r) => r.postDataJSON().params)).toEqual([{ orggrps: groups }]);
    await closeTestPage(page);
  });

  it('provider staff land on S1; a TMS viewer visiting /tenant-overview/US ends on /', async () => {
    const staff = await newTestPage();
    await signIn(staff, session.sandbox.url, 'staff@sandbox.test', password, '/tenant-overview');
    await staff.waitForURL('**/tenant-overview/S1');
    expect(await staff.getByRole('tablist', { name: 'Regions' }).getByRole('tab').allTextContents()).toEqual(['S1']);
    await closeTestPage(staff);

    const viewer = await newTestPage();
    await signIn(viewer, session.sandbox.url, 'tms.viewer@sandbox.test', password, '/tenant-overview/US');
    await expect.poll(() => new URL(viewer.url()).pathname).toBe('/');
    expect(await viewer.getByRole('menuitem', { name: 'Tenant Status' }).count()).toBe(0);
    await closeTestPage(viewer);
  });
});
