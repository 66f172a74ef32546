import type { Locator } from 'playwright-core';
import { closeTestPage, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/** Doc 000 §9: "table column widths 70 to 200", measured in Chromium on the job, tenant and boundary tables. */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });
const MIN = 70;
const MAX = 200;

/** The width of each column of a table (its header cells), rounded to the pixel. */
const columnWidths = (table: Locator) =>
  table.locator('thead th').evaluateAll((ths) => ths.map((th) => Math.round(th.getBoundingClientRect().width)));
const outOfRange = (widths: number[]) => widths.filter((w) => w < MIN || w > MAX);

describe('table columns between 70 and 200 px (Chromium, on a wide screen, where a stretched table would widen them)', () => {
  it('the tenant table, the job table and the boundary table', async () => {
    const page = await newTestPage();
    await page.setViewportSize({ width: 2560, height: 1200 });
    const qiit = session.orgId('Quadrant Internal IT');
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, `/tenant-overview/united-states?orgs=${qiit}`);
    const tenants = page.getByRole('table', { name: 'Tenants' });
    await tenants.locator('tbody tr').first().waitFor();
    const tenantWidths = await columnWidths(tenants);
    expect(tenantWidths.length).toBeGreaterThanOrEqual(6);

    const contoso = session.orgId('Contoso Pharmaceuticals');
    await page.goto(`${session.sandbox.url}/hierarchy/${contoso}/data-collection`);
    const jobs = page.getByRole('table', { name: 'Tenant job status' });
    await jobs.locator('tbody tr').first().waitFor();
    const jobWidths = await columnWidths(jobs);
    expect(jobWidths.length).toBe(8);

    await page.goto(`${session.sandbox.url}/virtual-boundaries?org=${contoso}`);
    const boundaries = page.getByRole('table', { name: 'Virtual boundaries of Contoso Pharmaceuticals' });
    await boundaries.getByText('Clinical research').waitFor();
    const boundaryWidths = await columnWidths(boundaries);
    expect(boundaryWidths.length).toBe(5);
    const widths = { tenants: tenantWidths, jobs: jobWidths, boundaries: boundaryWidths };
    expect(Object.fromEntries(Object.entries(widths).map(([t, w]) => [t, outOfRange(w)])), JSON.stringify(widths)).toEqual({
      tenants: [],
      jobs: [],
      boundaries: [],
    });
    await closeTestPage(page);
  });
});
