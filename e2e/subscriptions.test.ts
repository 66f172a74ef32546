import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { databaseFileName } from '../server/db/database';
import { expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password, DPC_PROVISION_SECONDS: '8' });

const orgId = session.orgId;

function writesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() !== 'GET' && url.pathname.includes('/subscriptions')) seen.push(`${r.method()} ${url.pathname}`);
  });
  return seen;
}

/**
 * Chooses an option of a select. A loaded run once left the list open and then waited in vain for
 * the next field, which the open list hides from the accessibility tree: the click had landed while
 * the list was still growing in, beside the option. So the click waits for the list's transition to
 * end, and the next step for the list to close.
 */
async function pick(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name }).click();
  const choice = page.getByRole('option', { name: option, exact: true });
  await choice.waitFor();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await choice.click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

describe('Subscriptions, trials and DPC provisioning', () => {
  it('as tms.admin: subscription with two items, blocked invalid item, partial save, trial tag, DPC alias and provisioning', async () => {
    const id = orgId('Nod Publishers');
    const page = await newTestPage();
    const writes = writesOf(page);
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, `/hierarchy/${id}/subscriptions`);
    await page.getByRole('button', { name: 'Add subscription' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Nod plan');
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await dialog.getByRole('button', { name: 'Add item' }).click();
    for (const [n, product, feature] of [
      [1, 'Radar', 'Core'],
      [2, 'InvestigationCenter', 'AUD'],
    ] as const) {
      await pick(page, `Item ${n}: Product`, product);
      await pick(page, `Item ${n}: Feature`, feature);
      await dialog.getByLabel(`Item ${n}: Start date`).fill('2026-01-01');
      await dialog.getByLabel(`Item ${n}: End date`).fill('2026-12-31');
      await pick(page, `Item ${n}: Subscription type`, 'Paid');
    }
    await dialog.getByLabel('Item 2: End date').fill('2025-12-01');
    await dialog.getByLabel('Item 2: Quantity').fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The end date must not be before the start date.').waitFor();
    await dialog.getByText('The quantity must be a whole number of at least 1.').waitFor();
    await expectAccessible(page, 'subscription form with errors');
    expect(writes).toEqual([]);

    await dialog.getByLabel('Item 2: End date').fill('2026-12-31');
    await dialog.getByLabel('Item 2: Quantity').fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/Saving subscription item failed - The billing system refused the item/).waitFor();
    expect(writes.filter((w) => w.startsWith('POST')).length).toBe(3);
    writes.length = 0;
    await pick(page, 'Item 2: Feature', 'Core');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(writes.filter((w) => w.includes('/items'))).toHaveLength(1);
    await page
      .getByRole('table', { name: /Subscriptions of Nod Publishers/ })
      .getByText('Nod plan')
      .waitFor();
    await expectAccessible(page, 'subscriptions tab');

    await page.goto(`${session.sandbox.url}/hierarchy/${id}/add-trial/`);
    await page.getByRole('radio', { name: 'Adoption' }).check();
    await page.getByRole('button', { name: 'Add trial' }).click();
    await page.getByText('Trial added successfully').waitFor();
    await page.getByText('Adoption: active').waitFor();
    await expectAccessible(page, 'overview after the trial');

    await page.goto(`${session.sandbox.url}/hierarchy/${id}/provision-dpc/`);
    const alias = page.getByRole('textbox', { name: /Alias/ });
    for (const [value, message] of [
      ['Master', /reserved/],
      ['1abc', /must start/],
      ['ab--c', /must start/],
      ['abc-', /must start/],
      ['abcdefghijk', /at most 10/],
    ] as const) {
      await alias.fill(value);
      await page.getByRole('dialog').getByText(message).waitFor();
      expect(await alias.getAttribute('aria-invalid')).toBe('true');
    }
    await alias.fill('tenant-01');
    expect(await alias.getAttribute('aria-invalid')).toBe('false');
    await pick(page, 'Region', 'EMEA');
    await expectAccessible(page, 'provision DPC form');
    await page.getByRole('button', { name: 'Provision' }).click();
    // The message shows in the form's progress and in the organization's DPC panel behind it.
    await page
      .getByRole('alert')
      .getByText(/DPC provisioning can take up to an hour/)
      .waitFor();
    await page
      .getByLabel(/^Details of /)
      .getByText(/DPC provisioning can take up to an hour/)
      .waitFor();
    await page.getByText('DPC: in progress').waitFor();
    // Leaving and coming back (a reload) finds the progress again.
    await page.reload();
    await page
      .getByText(/DPC provisioning can take up to an hour|DPC provisioning completed successfully/)
      .first()
      .waitFor();
    await page.getByText('DPC provisioning completed successfully.').waitFor();
    await expectAccessible(page, 'DPC provisioning done');
    await page.goto(`${session.sandbox.url}/hierarchy/${id}`);
    await page.getByText('DPC: provisioned').waitFor();
  });

  it('as partner.admin: no Add or Edit, and the sandbox answers 403 to a direct call', async () => {
    const id = orgId('Fabrikam Partners');
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'partner.admin@sandbox.test', password, `/hierarchy/${id}`);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Fabrikam Partners', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add subscription' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await page.goto(`${session.sandbox.url}/hierarchy/${id}/subscriptions`);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add subscription' }).count()).toBe(0);

    // The call the form would make, sent with partner.admin's own token from the signed-in page.
    const answer = await page.evaluate(
      async ({ base, org }) => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
        const token = JSON.parse(sessionStorage.getItem(key)!).access_token as string;
        const res = await fetch(`${base}/svc/account/api/v1.0/organizations/${org}/subscriptions`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            organizationId: org,
            paymentType: 'Prepaid',
            recurrenceType: 'Yearly',
            paymentProvider: 'Direct',
            tenantName: '',
            description: 'Sneaky',
            notes: '',
          }),
        });
        return { status: res.status, body: await res.json() };
      },
      { base: session.sandbox.url, org: id },
    );
    expect(answer.status).toBe(403);
    expect(typeof answer.body.message).toBe('string');
    const db = new Database(join(session.sandbox.dataDir, databaseFileName), { readonly: true });
    try {
      expect(db.prepare("SELECT COUNT(*) FROM subscriptions WHERE description = 'Sneaky'").pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });
});
