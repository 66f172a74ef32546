import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { databaseFileName } from '../server/db/database';
import { tokenFromDataDir } from '../tests/server';
import { BROWSER_WAIT_MS, closeTestPage, expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * People in Chromium against the real sandbox: manage associations (add a user, a
 * role added and removed, the last role kept, an invite sent, a second refused, one cancelled, one
 * accepted), the user detail actions, a service account stored as ciphertext only, the internal
 * user pages refused to partner.admin by the console and the sandbox, a bad card refused before
 * anything is sent; axe on each page visited.
 */
const password = e2ePassword;
// The User management tab needs a brand with user management (doc 000 §6): the sandbox serves it in /config.json and enforces it.
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password, SANDBOX_BRAND: JSON.stringify({ userManagementAllowed: true }) });

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(session.sandbox.dataDir, databaseFileName), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
const homeOrg = (email: string) =>
  query<{ id: number; name: string }>(
    'SELECT o.id, o.name FROM organizations o JOIN users u ON u.organization_id = o.id WHERE u.email = ?',
    email,
  )[0];

/** The signed-in user's ID token, as oidc-client-ts keeps it in session storage. */
const idToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { id_token: string }).id_token : null;
  });

describe('people', () => {
  it('tms.admin adds a user, changes roles, and sends, refuses and cancels invites in Manage associations', async () => {
    const org = homeOrg('customer.admin@sandbox.test');
    const page = await newTestPage();
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, `/hierarchy/${org.id}/manage-associations/`);
    const modal = page.getByRole('dialog').first();
    await modal.getByRole('tab', { name: 'Associations' }).waitFor();
    await modal.getByRole('table').waitFor();
    await expectAccessible(page, 'Manage associations');

    // User management: add a user; it appears with its role.
    await modal.getByRole('tab', { name: 'User management' }).click();
    const add = modal.getByRole('button', { name: 'Add user' });
    expect(await add.isDisabled()).toBe(true);
    await modal.getByRole('textbox', { name: 'E-mail' }).fill('e2e.added@sandbox.test');
    await modal.getByRole('textbox', { name: 'First name' }).fill('Eve');
    await modal.getByRole('textbox', { name: 'Last name' }).fill('Added');
    await add.click();
    await modal.getByText('User added successfully').waitFor();
    await expectAccessible(page, 'Manage associations, User management');
    await modal.getByRole('tab', { name: 'Associations' }).click();
    const row = modal.getByRole('row').filter({ hasText: 'Eve Added' });
    const roles = row.getByRole('button', { name: /^Change roles of Eve Added/ });
    await roles.waitFor();
    expect((await roles.innerText()).trim()).toBe('Account Administrator');

    // A role added and removed; the last one cannot be unticked.
    await roles.click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitemcheckbox', { name: 'Account Administrator' }).getAttribute('aria-disabled')).toBe('true');
    await menu.getByRole('menuitemcheckbox', { name: 'System Administrator' }).click();
    await page.waitForFunction(() => document.querySelector('[role="menuitemcheckbox"][aria-checked="true"]:not([aria-disabled])') !== null);
    // The menu shows the tick before the sandbox has answered: wait for the row, not for the tick.
    const roleRows = () =>
      query('SELECT 1 FROM association_roles ar JOIN users u ON u.id = ar.user_id WHERE u.email = ?', 'e2e.added@sandbox.test').length;
    await expect.poll(roleRows, { timeout: BROWSER_WAIT_MS }).toBe(2);
    await menu.getByRole('menuitemcheckbox', { name: 'System Administrator' }).click();
    await menu.getByRole('menuitemcheckbox', { name: 'Account Administrator', disabled: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(roleRows, { timeout: BROWSER_WAIT_MS }).toBe(1);

    // Invitations: one sent, a second to the same address refused, then cancelled; one kept for no.roles.
    await modal.getByRole('tab', { name: 'Invitations' }).click();
    const email = modal.getByRole('textbox', { name: 'E-mail' });
    await email.fill('e2e.invitee@sandbox.test');
    await modal.getByRole('checkbox', { name: 'System Administrator' }).check();
    await modal.getByRole('button', { name: 'Send invite' }).click();
    await modal.getByText('Invitation sent to e2e.invitee@sandbox.test.').waitFor();
    await modal.getByText('e2e.invitee@sandbox.test', { exact: true }).waitFor();
    await expectAccessible(page, 'Manage associations, Invitations');
    const before = writes.length;
    await email.fill('E2E.Invitee@sandbox.test');
    await modal.getByRole('checkbox', { name: 'System Administrator' }).check();
    await modal.getByRole('button', { name: 'Send invite' }).click();
    await modal.getByText('User already has a pending invite').waitFor();
    expect(writes.slice(before)).toEqual([]);
    const invite = modal.getByRole('row').filter({ hasText: 'e2e.invitee@sandbox.test' });
    await invite.getByRole('button', { name: 'Cancel invite' }).click();
    await page.getByRole('dialog', { name: 'Cancel the invite?' }).getByRole('button', { name: 'Confirm' }).click();
    // While the confirmation is open the modal behind it is aria-hidden, so the row's locator can read as
    // detached before the cancel has answered: wait for the confirmation to close and the row to go.
    await page.getByRole('dialog', { name: 'Cancel the invite?' }).waitFor({ state: 'detached' });
    await invite.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        query<{ status: number }>(
          'SELECT i.status FROM invites i JOIN users u ON u.id = i.user_id WHERE u.email = ?',
          'e2e.invitee@sandbox.test',
        ).map((i) => i.status),
      )
      .toEqual([3]);

    // An invitation for no.roles (associated with its own organization, without a role) to the partner.
    await page.goto(`${session.sandbox.url}/hierarchy/${homeOrg('partner.admin@sandbox.test').id}/manage-associations/`);
    await modal.getByRole('tab', { name: 'Invitations' }).click();
    await email.fill('no.roles@sandbox.test');
    await modal.getByRole('checkbox', { name: 'System Administrator' }).check();
    await modal.getByRole('button', { name: 'Send invite' }).click();
    await modal.getByText('Invitation sent to no.roles@sandbox.test.').waitFor();
    await closeTestPage(page);
  });

  it('no.roles accepts the invitation, signs in again (a fresh session) and sees the new association and role', async () => {
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'no.roles@sandbox.test', password, '/invitations');
    const partner = homeOrg('partner.admin@sandbox.test').name;
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: partner, exact: true }) });
    await row.waitFor();
    await expectAccessible(page, 'My Invitations to Associate');
    const before = await idToken(page);
    await row.getByRole('button', { name: 'Accept' }).click();
    await page.getByText(/You are now associated with/).waitFor();
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL((u) => u.pathname === '/associations');
    await page.getByRole('cell', { name: partner, exact: true }).waitFor();
    await page.getByRole('cell', { name: 'System Administrator', exact: true }).waitFor();
    await expectAccessible(page, 'My Associations');
    expect(await idToken(page)).not.toBe(before);
    await closeTestPage(page);
  });

  it('reset password, remove MFA and reset lockout each ask for confirmation and report success', async () => {
    const [user] = query<{ id: string; email: string }>(
      "SELECT id, email FROM users WHERE email NOT LIKE '%@sandbox.test' AND status_type = 1 ORDER BY email LIMIT 1",
    );
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, '/internalusers');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(user.email);
    await page.getByText('Users found: 1').waitFor();
    await expectAccessible(page, 'Manage Users');
    await page.getByRole('table').getByRole('link').first().click();
    await page.waitForURL((u) => u.pathname === `/internaluser/${user.id}/general`);
    await page.getByText('User ID', { exact: true }).waitFor();
    await expectAccessible(page, 'user detail');
    for (const [command, success] of [
      ['Reset password', 'Password has successfully been reset'],
      ['Remove MFA', 'MFA has successfully been removed'],
      ['Reset lockout', 'Lockout has successfully been reset'],
    ]) {
      await page.getByRole('button', { name: command }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('This action is audited, and you should check you have the users permission first. It cannot be undone.').waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(success).waitFor();
    }
    const [after] = query<{ password_reset_required: number; two_factor_enabled: number; access_failed_count: number; lockout_end: string | null }>(
      'SELECT password_reset_required, two_factor_enabled, access_failed_count, lockout_end FROM users WHERE id = ?',
      user.id,
    );
    expect(after).toEqual({ password_reset_required: 1, two_factor_enabled: 0, access_failed_count: 0, lockout_end: null });
    await page.getByRole('tab', { name: 'Organizations' }).click();
    await page.getByRole('tabpanel').getByRole('table').or(page.getByText('This user has no associations')).waitFor();
    await expectAccessible(page, 'user detail, Organizations');
    await closeTestPage(page);
  });

  it('creates a service account whose password the sandbox holds only as ciphertext', async () => {
    const page = await newTestPage();
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') bodies.push(r.postData() ?? '');
    });
    await signIn(page, session.sandbox.url, 'customer.admin@sandbox.test', password, '/service-accounts');
    await page.getByRole('button', { name: 'Add service account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Friendly name/).fill('E2E reader');
    await dialog.getByLabel(/^Username/).fill('svc-e2e@contoso.example');
    await dialog.getByLabel(/^Password/).fill('E2e-Secret-Passphrase');
    await dialog.getByLabel(/^Confirm password/).fill('E2e-Secret-Passphrase');
    await expectAccessible(page, 'service account form');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'E2E reader', exact: true }).waitFor();
    await expectAccessible(page, 'Service Accounts');
    const [stored] = query<{ secret_ciphertext: string }>("SELECT secret_ciphertext FROM service_accounts WHERE identifier = 'E2E reader'");
    // The browser sent only the RSA ciphertext (base64); the sandbox keeps it sealed again at rest.
    const posted = bodies.map((b) => (b.startsWith('{') ? JSON.parse(b) : {})).find((b) => b.identifier === 'E2E reader');
    expect(posted.secret).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(posted.secret, 'base64').length).toBeGreaterThanOrEqual(256);
    expect(bodies.join('\n')).not.toContain('E2e-Secret-Passphrase');
    expect(stored.secret_ciphertext).toMatch(/^v1\.[A-Za-z0-9+/]+=*$/);
    expect(stored.secret_ciphertext).not.toContain(posted.secret);
    const db = new Database(join(session.sandbox.dataDir, databaseFileName), { readonly: true });
    try {
      const everything = JSON.stringify(db.prepare('SELECT * FROM service_accounts').all());
      expect(everything).not.toContain('E2e-Secret-Passphrase');
    } finally {
      db.close();
    }
    await closeTestPage(page);
  });

  it('refuses the internal user pages to partner.admin, in the console and in the sandbox', async () => {
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'partner.admin@sandbox.test', password, '/internalusers');
    await page.getByRole('heading', { name: 'No permission' }).waitFor();
    await expectAccessible(page, 'Manage Users refused');
    const [someone] = query<{ id: string }>("SELECT id FROM users WHERE email = 'tms.viewer@sandbox.test'");
    await page.goto(`${session.sandbox.url}/internaluser/${someone.id}`);
    await page.getByRole('heading', { name: 'No permission' }).waitFor();
    const token = await tokenFromDataDir(session.sandbox.dataDir, session.sandbox.url, 'partner.admin@sandbox.test');
    const headers = { Authorization: `Bearer ${token}` };
    for (const path of ['/svc/account/api/v1.2/users', `/svc/account/api/v1.2/users/${someone.id}`, `/svc/identity/ium/${someone.id}/details`]) {
      expect((await fetch(session.sandbox.url + path, { headers })).status, path).toBe(403);
    }
    expect((await fetch(`${session.sandbox.url}/svc/identity/ium/${someone.id}/password/reset`, { method: 'POST', headers })).status).toBe(403);
    await closeTestPage(page);
  });

  it('refuses a card with a bad checksum before anything is sent', async () => {
    const page = await newTestPage();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' || r.url().includes('/emulated/')) sent.push(r.url());
    });
    await signIn(page, session.sandbox.url, 'customer.admin@sandbox.test', password, '/card-details');
    await page.getByRole('heading', { level: 1, name: 'Update Card Details' }).waitFor();
    sent.length = 0;
    await page.getByLabel(/^Billing name/).fill('Carlos Mendes');
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4241');
    await page.getByLabel(/^Expiry/).fill(`08/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
    await page.getByLabel(/^CVC/).fill('123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('This card number is not valid. Check the digits and try again.').waitFor();
    expect(sent).toEqual([]);
    await expectAccessible(page, 'Update Card Details');
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(/The card provider accepted the card/).waitFor();
    expect(sent.map((u) => new URL(u).pathname)).toEqual(['/emulated/cards/v1/tokens']);
    await closeTestPage(page);
  });
});
