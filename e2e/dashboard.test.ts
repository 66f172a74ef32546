import type { Page } from 'playwright-core';
import { closeTestPage, expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * The dashboard in Chromium against the real sandbox: the menu entry below My Organization, the
 * region tabs and redirects of Tenant Status, the three charts each with its captioned table, the
 * totals, and a label of a table opening Tenant Status with exactly those organizations chosen.
 */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });

const chartTable = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const countOf = async (page: Page, table: string, label: string) =>
  Number((await chartTable(page, table).getByRole('row').filter({ hasText: label }).getByRole('cell').last().textContent())?.replace(/\D/g, ''));

describe('Dashboard in Chromium', () => {
  it('tms.admin: menu, tabs, charts with their tables, totals, and a click into Tenant Status', async () => {
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, '/my-invoices');
    const entries = await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem').allTextContents();
    expect(entries.slice(0, 2)).toEqual(['My Organization', 'Dashboard']);
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard/united-states');
    expect(await page.getByRole('tablist', { name: 'Regions' }).getByRole('tab').allTextContents()).toEqual(['United States', 'Europe']);
    for (const name of ['Data freshness', 'Job status', 'Organizations by type']) await chartTable(page, name).waitFor();
    expect(await page.locator('[data-chart] svg').count()).toBe(3);
    const tenants = Number((await page.locator('[data-total="tenants"]').textContent())?.replace(/\D/g, ''));
    expect(tenants).toBeGreaterThan(0);
    const freshnessTotal = (
      await Promise.all(['Under 3 days', '3 to 6 days', 'Over 6 days', 'No data'].map((l) => countOf(page, 'Data freshness', l)))
    ).reduce((a, b) => a + b, 0);
    expect(freshnessTotal).toBe(tenants);
    // Every organization the tree holds is counted by type (all regions).
    const orgs = session.row<{ n: number }>('SELECT COUNT(*) AS n FROM organizations').n;
    const byType = await Promise.all(
      ['Root', 'Distributor', 'Partner', 'Multi Tenant Customer', 'Tenant Customer'].map((l) => countOf(page, 'Organizations by type', l)),
    );
    expect(byType.reduce((a, b) => a + b, 0)).toBe(orgs);
    await expectAccessible(page, 'the dashboard');

    // A label of the job-status table opens Tenant Status on this tab with exactly those organizations.
    const link = chartTable(page, 'Job status').getByRole('link').first();
    const label = (await link.textContent()) ?? '';
    const count = await countOf(page, 'Job status', label);
    await link.click();
    await page.waitForURL((u) => u.pathname === '/tenant-overview/united-states' && u.searchParams.has('orgs'));
    const chosen = new URL(page.url()).searchParams.get('orgs')!.split(',');
    expect(chosen.length).toBe(count);
    const rows = page.getByRole('table', { name: 'Tenants' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(Math.min(count, 50));

    // Europe: its own figures, by the tab's link.
    await page.goBack();
    await page.getByRole('tab', { name: 'Europe' }).click();
    await page.waitForURL('**/dashboard/europe');
    await chartTable(page, 'Data freshness').waitFor();
    await closeTestPage(page);
  });

  it('provider staff land on S1; a TMS viewer visiting /dashboard ends on / without the entry', async () => {
    const staff = await newTestPage();
    await signIn(staff, session.sandbox.url, 'staff@sandbox.test', password, '/dashboard');
    await staff.waitForURL('**/dashboard/S1');
    expect(await staff.getByRole('tablist', { name: 'Regions' }).getByRole('tab').allTextContents()).toEqual(['S1']);
    await closeTestPage(staff);

    const viewer = await newTestPage();
    await signIn(viewer, session.sandbox.url, 'tms.viewer@sandbox.test', password, '/dashboard/europe');
    await expect.poll(() => new URL(viewer.url()).pathname).toBe('/');
    expect(await viewer.getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(0);
    await closeTestPage(viewer);
  });
});
