import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * The Data Collection tab in Chromium against the sandbox (the global reader
 * walk is e2e/globalReader.test.ts, the setup wizard e2e/setupWizard.test.ts).
 */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password, INIT_TENANT_SECONDS: '4', DEMO_COPY_SECONDS: '8' });

const query = session.row;
const orgId = session.orgId;

const components = (page: Page) => page.getByRole('definition');

describe('Data Collection tab', () => {
  it('root.sysadmin provisions data collection for a connected organization and watches the components reach Success', async () => {
    const id = orgId('Alpine Ski House');
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'root.sysadmin@sandbox.test', password, `/hierarchy/${id}/data-collection`);
    await page.getByText('Sign-up status: Not Signed Up').waitFor();
    // Vendor staff acting on a customer's organization are not asked to accept its terms;
    // the dialog would open 2.5 s after the organization shows.
    await page.waitForTimeout(3_000);
    expect(await page.getByRole('dialog', { name: 'Welcome to Quadrant Nova' }).count()).toBe(0);
    await expectAccessible(page, 'the provision form');
    await page.getByRole('button', { name: 'Provision data collection' }).click();
    await components(page).getByText('In progress').first().waitFor();
    await expectAccessible(page, 'provisioning in progress');
    // Doc 000 §4: once the run completes (outside the setup wizard), the console goes to /hierarchy/{orgId}.
    await page.waitForURL((u) => u.pathname === `/hierarchy/${id}`);
    expect(query<{ sign_up_status: number }>('SELECT sign_up_status FROM data_collection WHERE organization_id = ?', id).sign_up_status).toBe(1);
    await page.getByRole('tab', { name: 'Data Collection' }).click();
    await page.getByText('Sign-up status: Signed Up').waitFor();
    await expect.poll(() => components(page).getByText('Success', { exact: true }).count()).toBe(5);
    await expectAccessible(page, 'provisioned');
  });

  it('the data-collection toggle asks for confirmation, Cancel changes nothing, Confirm flips it', async () => {
    const id = orgId('Contoso Pharmaceuticals');
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'root.sysadmin@sandbox.test', password, `/hierarchy/${id}/data-collection`);
    const toggle = page.getByRole('switch', { name: 'Data collection enabled' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    const confirm = page.getByRole('dialog', { name: 'Disable data collection?' });
    await confirm.getByText('Data collection for Contoso Pharmaceuticals stops until it is enabled again.').waitFor();
    await expectAccessible(page, 'the toggle confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await toggle.isChecked()).toBe(true);
    expect(query<{ hold: number }>('SELECT hold FROM data_collection WHERE organization_id = ?', id)?.hold ?? 0).toBe(0);

    await toggle.click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    expect(query<{ hold: number }>('SELECT hold FROM data_collection WHERE organization_id = ?', id).hold).toBe(1);
    await toggle.click();
    await page.getByRole('dialog', { name: 'Enable data collection?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
  });

  it('the job CSV has the seven columns, neutralises =1+1 and replaces semicolons; Stop ends a running job', async () => {
    const id = orgId('Contoso Pharmaceuticals');
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'root.sysadmin@sandbox.test', password, `/hierarchy/${id}/data-collection`);
    const jobs = page.getByRole('table', { name: 'Tenant job status' });
    await jobs.getByText('=1+1 Formula probe').waitFor();
    await expectAccessible(page, 'the job panel');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('tenant_jobs.csv');
    const csv = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(csv[0]).toHaveLength(7);
    expect(csv[0][0]).toBe('JobName');
    const names = csv.slice(1).map((r) => r[0]);
    expect(names).toContain("'=1+1 Formula probe");
    expect(names).toContain('Audit log! directory');
    expect(names.some((n) => n.includes(';'))).toBe(false);

    const running = jobs.getByRole('row').filter({ hasText: 'Running' }).first();
    const jobName = (await running.getByRole('cell').first().textContent())!;
    await running.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('dialog', { name: 'Stop this job?' }).getByRole('button', { name: 'Stop job' }).click();
    await jobs.getByRole('row').filter({ hasText: jobName }).getByText('Stopped').waitFor();
    expect(query<{ status: string }>('SELECT status FROM collection_jobs WHERE organization_id = ? AND job_name = ?', id, jobName).status).toBe(
      'Stopped',
    );
  });

  it('customer.admin copies demo data: the button turns to Update and is disabled for the day', async () => {
    const page = await newTestPage();
    const id = orgId('Contoso Pharmaceuticals');
    await signIn(page, session.sandbox.url, 'customer.admin@sandbox.test', password, `/hierarchy/${id}/data-collection`);
    const demo = page.getByRole('region', { name: 'Demo data' });
    await demo.getByText('Never copied').waitFor();
    await expectAccessible(page, 'the demo data section');
    await demo.getByRole('button', { name: 'Copy' }).click();
    await demo.getByText('Demo data: In Progress').waitFor();
    const update = demo.getByRole('button', { name: 'Update' });
    await update.waitFor();
    await demo.getByText('Demo data: Yes').waitFor();
    expect(await update.isDisabled()).toBe(true);
    // While demo data is in use, data collection cannot be switched (doc 000 §4).
    expect(await page.getByRole('switch', { name: 'Data collection enabled' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'demo data copied');
  });
});
