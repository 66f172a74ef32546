import { tokenFromDataDir } from '../tests/server';
import { closeTestPage, expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * Doc 002 §6 in Chromium: on an organization that does not let its parents manage it (and is
 * provisioned for Reporting), a TMS admin reads its virtual boundaries, sees the canNotManage warning,
 * and cannot add one; the sandbox refuses the write the page would have made (403).
 */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });
const CANNOT_MANAGE = 'You cannot manage the virtual boundaries of this organization: it does not let its parent organizations manage it.';

describe('virtual boundaries where parentCanManage is false, in Chromium', () => {
  it('tms.admin sees the canNotManage warning with Add boundary disabled; the sandbox answers 403 to the add', async () => {
    const closed = session.row<{ id: number; name: string }>(
      `SELECT o.id, o.name FROM organizations o WHERE o.parent_can_manage = 0 AND o.parent_id IS NOT NULL
       AND EXISTS (SELECT 1 FROM service_endpoints e WHERE e.organization_id = o.id AND e.endpoint_name = 'Reporting') ORDER BY o.name LIMIT 1`,
    );
    expect(closed, 'a seeded organization closed to its parents and provisioned').toBeDefined();
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'tms.admin@sandbox.test', password, `/virtual-boundaries?org=${closed.id}`);
    await page.getByText(`Tenant: ${closed.name}`).waitFor();
    await page.getByText(CANNOT_MANAGE).waitFor();
    await page.getByRole('button', { name: 'Add boundary' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add boundary' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Check permissions' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'the boundaries page of an organization closed to its parents');
    const token = await tokenFromDataDir(session.sandbox.dataDir, session.sandbox.url, 'tms.admin@sandbox.test');
    const res = await fetch(`${session.sandbox.url}/svc/account/api/v1.0/organizations/${closed.id}/containers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'E2E refused', description: '' }),
    });
    const status = res.status;
    expect(status).toBe(403);
    expect(session.row<{ n: number }>('SELECT COUNT(*) AS n FROM containers WHERE name = ?', 'E2E refused').n).toBe(0);
    await closeTestPage(page);
  });
});
