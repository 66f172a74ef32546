import type { Page, Request } from 'playwright-core';
import { closeTestPage, expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * End to end in Chromium: the virtual boundaries page and its wizard against the sandbox,
 * with the first "add a user to a boundary" call failing (SANDBOX_FAULTS, README "Testing with injected
 * failures") so that the wizard's failure report and Retry are proven in the browser. That a TMS viewer
 * has no "Virtual Boundaries" menu entry is the journeys' (e2e/support/journeyAccounts.ts: every account's exact menu).
 */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password, SANDBOX_FAULTS: 'POST **/api/v1.0/containers/*/users:1' });
const NAME = 'E2E auditors; Q4';

const count = (sql: string, ...params: unknown[]) => session.row<{ n: number }>(sql, ...params).n;
const userId = (email: string) => session.row<{ id: string }>('SELECT id FROM users WHERE email = ?', email).id;

/** The calls that add a user to a boundary, as the browser sent them. */
function userPosts(page: Page) {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/v1\.0\/containers\/\d+\/users$/.test(new URL(r.url()).pathname)) sent.push(r);
  });
  return sent;
}

async function pickUser(page: Page, search: string, name: string) {
  await page.getByRole('dialog', { name: 'Add boundary' }).getByLabel('Find users').fill(search);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

describe('virtual boundaries in Chromium', () => {
  it('tms.admin adds a boundary through the wizard, sees the injected failure, retries only it, then deletes the boundary', async () => {
    const contoso = session.orgId('Contoso Pharmaceuticals');
    const page = await newTestPage();
    const posts = userPosts(page);
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Virtual Boundaries' }).click();
    const tree = page.getByRole('navigation', { name: 'Organizations' });
    await tree.getByLabel('Search organizations').fill('Contoso Pharm');
    await tree.getByRole('treeitem', { name: /^Contoso Pharmaceuticals/ }).click();
    await page.getByText('Tenant: Contoso Pharmaceuticals').waitFor();
    const table = page.getByRole('table', { name: 'Virtual boundaries of Contoso Pharmaceuticals' });
    await table.getByText('Clinical research').waitFor();
    // The four column filters share one row above the table (they wrapped at 1366 px before).
    const filterTops = await Promise.all(
      ['Name contains', 'Description contains', 'Created on', 'Updated on'].map(async (label) =>
        Math.round((await page.getByRole('textbox', { name: label, exact: true }).boundingBox())!.y),
      ),
    );
    expect(new Set(filterTops).size, `filter rows at ${filterTops.join(', ')}`).toBe(1);
    await expectAccessible(page, 'the virtual boundaries page');

    await page.getByRole('button', { name: 'Add boundary' }).click();
    const wizard = page.getByRole('dialog', { name: 'Add boundary' });
    await wizard.getByLabel('Name').fill(NAME);
    await wizard.getByLabel('Description').fill('Read-only view for the auditors');
    await expectAccessible(page, 'the open wizard');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await pickUser(page, 'nora', 'Nora Quinn');
    await pickUser(page, 'CARLOS', 'Carlos Mendes');
    await wizard.getByRole('button', { name: 'Add users' }).click();
    await wizard.getByRole('table', { name: 'Users of the boundary' }).getByText('Carlos Mendes').waitFor();
    for (let step = 0; step < 3; step++) await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Summary' }).waitFor();
    await wizard.getByRole('button', { name: 'Submit' }).click();

    // The first user call failed: the failure says which call, with the server's message; the form stays.
    await wizard.getByRole('button', { name: 'Retry' }).waitFor();
    await wizard.getByText('One or more requests failed while creating a boundary', { exact: false }).first().waitFor();
    await wizard.getByText('Failure injected by SANDBOX_FAULTS', { exact: false }).first().waitFor();
    await wizard.getByText(NAME).waitFor();
    expect(posts).toHaveLength(2);
    const containerId = session.row<{ id: number }>('SELECT id FROM containers WHERE organization_id = ? AND name = ?', contoso, NAME).id;
    expect(count('SELECT COUNT(*) n FROM container_users WHERE container_id = ?', containerId)).toBe(1);

    await wizard.getByRole('button', { name: 'Retry' }).click();
    await wizard.waitFor({ state: 'detached' });
    await table.getByText(NAME).waitFor();
    // Retry sent the failed call only: Nora once more, nothing else; the boundary and each user exist once.
    expect(posts).toHaveLength(3);
    expect(posts[2].postDataJSON()).toMatchObject({ userId: userId('no.roles@sandbox.test') });
    expect(posts[0].postDataJSON()).toMatchObject({ userId: userId('no.roles@sandbox.test') });
    expect(count('SELECT COUNT(*) n FROM containers WHERE organization_id = ? AND name = ?', contoso, NAME)).toBe(1);
    for (const email of ['no.roles@sandbox.test', 'customer.admin@sandbox.test']) {
      expect(count('SELECT COUNT(*) n FROM container_users WHERE container_id = ? AND user_id = ?', containerId, userId(email))).toBe(1);
    }
    expect(count('SELECT COUNT(*) n FROM container_users WHERE container_id = ?', containerId)).toBe(2);

    await page.getByRole('button', { name: `Actions for ${NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete the boundary ${NAME}?` });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Boundary ${NAME} deleted`).waitFor();
    await expect.poll(() => table.getByText(NAME).count()).toBe(0);
    expect(count('SELECT COUNT(*) n FROM containers WHERE id = ?', containerId)).toBe(0);
    expect(count('SELECT COUNT(*) n FROM container_users WHERE container_id = ?', containerId)).toBe(0);
    await closeTestPage(page);
  });
});
