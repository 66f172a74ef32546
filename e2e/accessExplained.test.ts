import type { Page } from 'playwright-core';
import { closeTestPage, expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * Access explained in Chromium against the real sandbox: a user's Access tab (TMS admin), the table for
 * the chosen organization with the deciding rule of each capability, and "Why?" beside a no-permission
 * message, in German, for the signed-in user.
 */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });

const cellOf = (page: Page, table: string, capability: string, column: 1 | 2) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row', { name: new RegExp(`^${capability}`) })
    .getByRole('cell')
    .nth(column - 1);

describe('Access explained in Chromium', () => {
  it('tms.admin: the Access tab of partner.admin, at home and where Parent can manage is off', async () => {
    const user = session.row<{ id: string; org: string; first: string; last: string }>(
      `SELECT u.id, o.name AS org, u.first_name AS first, u.last_name AS last FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.email = ?`,
      'partner.admin@sandbox.test',
    );
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, `/internaluser/${user.id}/general`);
    await page.getByRole('tab', { name: 'Access' }).click();
    await page.waitForURL(`**/internaluser/${user.id}/access`);
    const name = `${user.first} ${user.last}`;
    const home = `Access of ${name} to ${user.org}`;
    await page.getByRole('table', { name: home }).waitFor();
    expect(await page.getByRole('table', { name: home }).getByRole('columnheader').allTextContents()).toEqual(['Capability', 'Allowed', 'Because']);
    expect(await page.getByRole('table', { name: home }).locator('tbody tr').count()).toBe(16);
    expect(await cellOf(page, home, 'Manage organization', 1).textContent()).toBe('Yes');
    expect(await cellOf(page, home, 'Tenant Status', 1).textContent()).toBe('No');
    expect(await cellOf(page, home, 'Tenant Status', 2).textContent()).toBe(
      'It needs one of the roles System Administrator, TMS Admin, which the user does not hold.',
    );
    await expectAccessible(page, 'the Access tab');

    // An organization below the partner whose Parent can manage is off: the sentence names it.
    const off = session.row<{ name: string } | undefined>(
      `WITH RECURSIVE below(id) AS (SELECT id FROM organizations WHERE parent_id = (SELECT organization_id FROM users WHERE email = ?)
        UNION SELECT o.id FROM organizations o JOIN below b ON o.parent_id = b.id)
       SELECT name FROM organizations WHERE id IN (SELECT id FROM below) AND parent_can_manage = 0 ORDER BY id`,
      'partner.admin@sandbox.test',
    );
    const target = off?.name ?? 'Quadrant Internal IT';
    await page.getByRole('combobox', { name: 'Organization' }).fill(target);
    await page.getByRole('option', { name: target, exact: true }).click();
    const there = `Access of ${name} to ${target}`;
    expect(await cellOf(page, there, 'Manage organization', 1).textContent()).toBe('No');
    expect(await cellOf(page, there, 'Manage organization', 2).textContent()).toMatch(
      off ? /^Parent can manage is off for .+, and the user is not a TMS admin\.$/ : /is neither/,
    );
    await closeTestPage(page);
  });

  it('customer.admin, in German: "Warum?" beside the no-permission message of a foreign organization', async () => {
    const foreign = session.orgId('Woodgrove Bank');
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'customer.admin@sandbox.test', password, '/my-invoices');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.keyboard.press('Escape');
    await page.goto(`${session.sandbox.url}/hierarchy/${foreign}`);
    await page.getByText('Keine Berechtigung').first().waitFor();
    await page.getByRole('button', { name: 'Warum?' }).click();
    const dialog = page.getByRole('dialog');
    const table = dialog.getByRole('table');
    await table.waitFor();
    expect(await table.locator('caption').textContent()).toMatch(/^Zugriff von .+ auf #\d+$/);
    expect(
      await table
        .getByRole('row', { name: /^Organisation ansehen/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('Nein');
    await expectAccessible(page, 'Why? in German');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await closeTestPage(page);
  });
});
