import Database from 'better-sqlite3';
import { join } from 'node:path';
import { databaseFileName } from '../server/db/database';
import { closeTestPage, expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });

function invoicesOf(email: string) {
  const db = new Database(join(session.sandbox.dataDir, databaseFileName), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT i.id, i.total FROM invoices i JOIN users u ON u.organization_id = i.organization_id
                WHERE u.email = ? ORDER BY i.date DESC`,
      )
      .all(email) as { id: string; total: number }[];
  } finally {
    db.close();
  }
}

describe('My Invoices', () => {
  it("shows the signed-in organization's invoices, and no other organization's", async () => {
    const own = invoicesOf('customer.admin@sandbox.test');
    const others = invoicesOf('tms.admin@sandbox.test');
    expect(own.length).toBeGreaterThan(0);
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'customer.admin@sandbox.test', password, '/my-invoices');
    expect(new URL(page.url()).pathname).toBe('/my-invoices');
    await page.getByRole('heading', { name: 'My Invoices' }).first().waitFor();
    const table = page.getByRole('table');
    await table.getByText(own[0].id, { exact: true }).waitFor();
    for (const invoice of own.slice(0, 25)) await expect(table.getByText(invoice.id, { exact: true }).count()).resolves.toBe(1);
    for (const invoice of others) await expect(table.getByText(invoice.id, { exact: true }).count()).resolves.toBe(0);
    const body = await table.innerText();
    expect(body).toMatch(/\d{1,2}(st|nd|rd|th) (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/);
    expect(body).toMatch(/Paid|Unpaid/);
    await expectAccessible(page, 'My Invoices');
    await page.screenshot({ path: join(import.meta.dirname, '..', 'test-results', 'my-invoices.png') });
    await closeTestPage(page);
  });

  it('signs in again when the API answers 401 for a bad token, and comes back to the page', async () => {
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, '/my-invoices');
    await page.getByRole('table').waitFor();
    const spoiled = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const user = JSON.parse(sessionStorage.getItem(key)!);
      user.access_token = 'not-a-valid-token';
      sessionStorage.setItem(key, JSON.stringify(user));
      return key;
    });
    // Every service call that carries the spoiled token must answer 401, and the console must sign in again and
    // load the invoices. Calls are told apart by their token, not by their order: a poll of the page before the
    // reload can still answer 200 after the listener is in place.
    const spoiledAnswers: Promise<number | undefined>[] = [];
    page.on('response', (r) => {
      if (!new URL(r.url()).pathname.startsWith('/svc/')) return;
      spoiledAnswers.push(
        r
          .request()
          .allHeaders()
          .then((headers) => (headers.authorization === 'Bearer not-a-valid-token' ? r.status() : undefined)),
      );
    });
    const reloaded = page.waitForResponse((r) => r.url().includes('/billing') && r.status() === 200);
    await page.reload();
    await reloaded;
    expect(new URL(page.url()).pathname).toBe('/my-invoices');
    await page.getByRole('table').waitFor();
    const statuses = (await Promise.all(spoiledAnswers)).filter((s) => s !== undefined);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const token = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key)!).access_token, spoiled);
    expect(token).not.toBe('not-a-valid-token');
    await closeTestPage(page);
  });
});
