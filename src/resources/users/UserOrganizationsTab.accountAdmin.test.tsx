import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roleIds } from '../../../tests/server';
import { requests } from '../../../tests/msw/recorder';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs, appPage } from '../../../tests/setup/renderScreen';

// Doc 001 §2.3 and §6, a user's Organizations tab: an Account Administrator (partner.admin, of Fabrikam
// Partners) gets the role picker and remove on every row but his own organization's; a TMS viewer reads.
const backend = useSandboxBackend();
const userPage = appPage('/internaluser/:userId/:tab?');
const OWN = 'Fabrikam Partners';
const CHILD = 'Wingtip Holdings';
const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

/** A member of Fabrikam Partners (not partner.admin), associated with Wingtip Holdings too as Account Administrator. */
function memberOfBoth() {
  const db = backend.sandbox.db;
  const own = backend.people.orgId(OWN);
  const child = backend.people.orgId(CHILD);
  const member = db
    .prepare(
      `SELECT u.id FROM associations a JOIN users u ON u.id = a.user_id WHERE a.organization_id = ? AND u.email <> 'partner.admin@sandbox.test'
       AND a.relationship_type = 'Associated' ORDER BY u.email LIMIT 1`,
    )
    .pluck()
    .get(own) as string;
  db.prepare("INSERT OR IGNORE INTO associations (user_id, organization_id, relationship_type, date_associated) VALUES (?, ?, 'Associated', ?)").run(
    member,
    child,
    '2026-01-05T10:00:00Z',
  );
  db.prepare('INSERT OR IGNORE INTO association_roles (user_id, organization_id, role_id) VALUES (?, ?, ?)').run(member, child, roleIds.accountadmin);
  return { member, child };
}

describe("A user's Organizations tab (doc 001 §6)", () => {
  it('an Account Administrator gets the role picker and remove on every row but his own organization’s, and removes one', async () => {
    const { member, child } = memberOfBoth();
    await renderScreenAs(backend, 'partner.admin@sandbox.test', userPage.ui, { ...userPage.at, path: `/internaluser/${member}/organizations` });
    const own = await rowOf(OWN);
    const other = await rowOf(CHILD);
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: new RegExp(`^Change roles in ${CHILD}`) })).toBeEnabled();
    await userEvent.click(within(other).getByRole('button', { name: `Remove from ${CHILD}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    // hidden: true, because while the confirmation closes the page behind it is aria-hidden, and a query
    // without it finds no link before the removal has even been answered.
    await waitFor(() => expect(screen.queryByRole('link', { name: CHILD, hidden: true })).not.toBeInTheDocument());
    expect(requests.find('DELETE', `/svc/account/api/v1.0/organizations/${child}/users/${member}`)).toHaveLength(1);
    expect(backend.people.associationsOf(member).map((a) => a.orgId)).not.toContain(child);
    expect(screen.getByRole('link', { name: OWN })).toBeInTheDocument();
  });

  it('a TMS viewer reads every row: no role picker, no remove', async () => {
    const { member } = memberOfBoth();
    await renderScreenAs(backend, 'tms.viewer@sandbox.test', userPage.ui, { ...userPage.at, path: `/internaluser/${member}/organizations` });
    for (const name of [OWN, CHILD]) expect(within(await rowOf(name)).queryByRole('button')).not.toBeInTheDocument();
  });
});
