import type { Page } from 'playwright-core';
import { BROWSER_WAIT_MS, closeTestPage, expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * A change job in Chromium against the sandbox (docs/api.md "Change jobs"): distributor.admin grants a
 * user Account Administrator in every organization of his group of more than 10, previews the classes
 * and requests approval; tms.admin, in a browser of his own, approves; the job ends with each
 * organization's result; the audit log lists one entry per changed organization with the job's id;
 * Undo, approved again, takes the roles away.
 */
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: e2ePassword });
const DIST = 'distributor.admin@sandbox.test';
const TMS = 'tms.admin@sandbox.test';

type Person = { id: string; firstName: string; lastName: string; email: string };
const count = (sql: string, ...params: unknown[]) => session.row<{ n: number }>(sql, ...params).n;
const jobIdOf = (page: Page) => Number(/\/changes\/(\d+)\/show/.exec(page.url())![1]);
const jobState = (id: number) => session.row<{ state: string }>('SELECT state FROM change_jobs WHERE id = ?', id).state;

/** tms.admin opens the job in his own browser and approves it. */
async function approveAsTms(id: number, comment: string) {
  const page = await newTestPage();
  await signIn(page, session.sandbox.url, TMS, e2ePassword, `/changes/${id}/show`);
  await page.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByText(/^Approved by Taylor Morgan on /).waitFor();
  await closeTestPage(page);
}

describe('change jobs', () => {
  it('distributor.admin grants a user Account Administrator in every organization of his group; tms.admin approves; the audit log and Undo follow', async () => {
    const group = session.row<{ id: number; organization_id: number }>(
      "SELECT id, organization_id FROM organization_groups WHERE name = 'Managed customers'",
    );
    const members = count('SELECT COUNT(*) AS n FROM organization_group_members WHERE group_id = ?', group.id);
    expect(members).toBeGreaterThan(10);
    const user = session.row<Person>(
      `SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, u.email FROM users u JOIN associations a ON a.user_id = u.id
       WHERE a.organization_id = ? AND u.email <> ? ORDER BY u.last_name, u.first_name LIMIT 1`,
      group.organization_id,
      DIST,
    );
    const role = session.row<{ id: string }>("SELECT id FROM roles WHERE display_name = 'Account Administrator'");
    const held = () =>
      count(
        'SELECT COUNT(*) AS n FROM association_roles ar JOIN organization_group_members m ON m.organization_id = ar.organization_id WHERE m.group_id = ? AND ar.user_id = ? AND ar.role_id = ?',
        group.id,
        user.id,
        role.id,
      );
    const heldBefore = held();

    // distributor.admin: the group's organizations, the form, the preview by class.
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, DIST, e2ePassword, `/groups/${group.id}`);
    await page.getByRole('button', { name: 'Change these organizations…' }).click();
    const start = page.getByRole('dialog', { name: 'Change many organizations' });
    await start.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Grant a role' }).click();
    await start.getByRole('combobox', { name: 'User' }).fill(`${user.firstName} ${user.lastName}`);
    await page.getByRole('option', { name: `${user.firstName} ${user.lastName} (${user.email})` }).click();
    await start.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Account Administrator' }).click();
    await expectAccessible(page, 'Start a change');
    await start.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview: nothing has changed yet' });
    const willChange = preview.getByRole('tab', { name: /^Will change: \d+$/ });
    await willChange.waitFor();
    const classes = await preview.getByRole('tab').allInnerTexts();
    expect(classes.map((t) => t.replace(/:.*/, '').toLowerCase())).toEqual(['all', 'will change', 'already so', 'skipped', 'blocked']);
    const planned = Number((await willChange.innerText()).split(': ')[1]);
    expect(planned).toBeGreaterThan(0);
    await expectAccessible(page, 'Preview of a change');
    // An administrator role: a second administrator approves it, and the button says so.
    await preview.getByRole('button', { name: 'Request approval' }).click();
    await page.waitForURL(/\/changes\/\d+\/show$/);
    const id = jobIdOf(page);
    await page.getByText(/^Waiting for a second administrator's approval/).waitFor();
    expect(jobState(id)).toBe('waiting');
    expect(held()).toBe(heldBefore);
    await expectAccessible(page, 'A change job waiting for approval');

    // tms.admin approves in a browser of his own; the requester's page follows the job to its end.
    await approveAsTms(id, 'Checked the list');
    const status = page.getByRole('status').filter({ hasText: /^Completed/ });
    await status.waitFor({ timeout: BROWSER_WAIT_MS });
    const changed = count("SELECT COUNT(*) AS n FROM change_ledger WHERE job_id = ? AND outcome = 'changed'", id);
    expect(changed).toBe(planned);
    expect(await status.innerText()).toContain(`${changed} changed`);
    expect(held()).toBe(heldBefore + changed);
    const results = page.getByRole('table', { name: 'Result per organization' });
    // A row for every organization of the plan (the group's members distributor.admin may view).
    const targets = count('SELECT COUNT(*) AS n FROM change_plan_targets t JOIN change_jobs j ON j.plan_id = t.plan_id WHERE j.id = ?', id);
    expect(targets).toBeGreaterThan(10);
    await expect.poll(() => results.getByRole('row').count(), { timeout: BROWSER_WAIT_MS }).toBe(Math.min(targets, 25) + 1);
    expect(await results.getByRole('cell', { name: 'Changed', exact: true }).count()).toBe(changed);
    await expectAccessible(page, 'A finished change job');

    // Its audit entries: one per changed organization, each carrying the job's id.
    await page.getByRole('link', { name: 'Audit entries of this job' }).click();
    await page.waitForURL(new RegExp(`/auditEvents\\?jobId=${id}$`));
    await page.getByText(new RegExp(`of ${changed}$`)).waitFor();
    expect(count('SELECT COUNT(DISTINCT organization_id) AS n FROM audit_events WHERE job_id = ?', id)).toBe(changed);
    expect(count('SELECT COUNT(*) AS n FROM audit_events WHERE job_id = ?', id)).toBe(changed);

    // Undo: the inverse plan, approved as well, takes the roles away again.
    await page.goBack();
    await page.getByRole('button', { name: 'Undo' }).click();
    const undo = page.getByRole('dialog', { name: `Undo change job ${id}` });
    await undo.getByRole('tab', { name: `Will change: ${changed}` }).waitFor();
    await undo.getByRole('button', { name: /^(Request approval|Apply to .*)$/ }).click();
    await page.waitForURL((u) => /\/changes\/\d+\/show$/.test(u.pathname) && jobIdOf(page) !== id);
    const undoId = jobIdOf(page);
    if (jobState(undoId) === 'waiting') await approveAsTms(undoId, 'Undo as agreed');
    await page
      .getByRole('status')
      .filter({ hasText: /^Completed/ })
      .waitFor({ timeout: BROWSER_WAIT_MS });
    expect(held()).toBe(heldBefore);
    await closeTestPage(page);
  });
});
