import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requests } from '../../../tests/msw/recorder';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs } from '../../../tests/setup/renderScreen';
import HierarchyPage from '../../customRoutes/hierarchy/HierarchyPage';
import AuditEventList from '../../resources/auditEvents/AuditEventList';
import InternalUserPage from '../../resources/users/InternalUserPage';

/** The audit log in the console, against the in-process sandbox (the user's Audit tab, the hierarchy action). */
const backend = useSandboxBackend();
const ADMIN = 'tms.admin@sandbox.test';
const call = async (email: string, method: 'POST' | 'PATCH', url: string, payload?: object) =>
  backend.sandbox.app.inject({ method, url, headers: await backend.sandbox.authHeader(email), ...(payload ? { payload } : {}) });

/** Clicks Export and answers the CSV file's name and text. */
async function exportCsv(scope: HTMLElement): Promise<{ name: string; text: string }> {
  const saved: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = (b: Blob) => (saved.push(b), 'blob:audit');
  URL.revokeObjectURL = () => undefined;
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    names.push(this.download);
  };
  try {
    await userEvent.click(within(scope).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
  return { name: names[0], text: await saved[0].text() };
}

describe('the audit log in the console', () => {
  it('lists a password reset by a TMS administrator on the user’s Audit tab as a support action, and exports it as CSV', async () => {
    const user = backend.people.user('customer.admin@sandbox.test');
    expect((await call(ADMIN, 'POST', `/svc/identity/ium/${user.id}/password/reset`)).statusCode).toBe(200);
    await renderScreenAs(backend, ADMIN, <InternalUserPage />, {
      path: `/internaluser/${user.id}/audit`,
      route: '/internaluser/:userId/:tab?',
      access: 'users',
      action: 'show',
      resource: 'users',
    });
    const panel = await screen.findByRole('tabpanel');
    const row = (await within(panel).findByText('Password reset')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(ADMIN);
    expect(within(row).getByText('Support action')).toBeInTheDocument();
    expect(row).toHaveTextContent('password_reset_required: 0 → 1');
    expect(requests.all().some((r) => r.method === 'GET' && r.path === '/svc/audit/api/v1.0/auditEvents')).toBe(true);
    const { name, text } = await exportCsv(panel);
    expect(name).toBe('user_audit_log.csv');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('occurredOnUtc,actorEmail,organizationId,organizationName,action,supportAction,targetType,targetId,before,after,requestId');
    expect(lines.filter((l) => l.includes(`,${ADMIN},`) && l.includes(',user.resetPassword,true,user,'))).toHaveLength(1);
    expect(text).not.toMatch(/Sandbox-Pass-2026|password_hash":"\$/);
  });

  it('shows an organization’s rename in the hierarchy’s audit-log action, exports it as CSV (a formula-like name as text) and filters by action', async () => {
    const contoso = backend.people.orgId('Contoso Pharmaceuticals');
    const renamed = await call('customer.admin@sandbox.test', 'PATCH', `/svc/account/api/v1.0/organizations/${contoso}/managed`, {
      name: '=Contoso Pharma',
      parentCanView: true,
      parentCanManage: true,
    });
    expect(renamed.statusCode).toBe(204);
    const { location } = await renderScreenAs(backend, 'customer.admin@sandbox.test', <HierarchyPage />, {
      path: `/hierarchy/${contoso}`,
      route: '/hierarchy/*',
      access: 'hierarchy',
    });
    const auditLink = () => within(screen.getByRole('toolbar', { name: 'Organization commands' })).getByRole('link', { name: 'Audit log' });
    await waitFor(() => expect(auditLink()).toBeInTheDocument());
    // The command bar is drawn again as the organization's rights arrive: a click on a link it has just replaced
    // goes nowhere, so the click is made on the link on screen until the address follows.
    await waitFor(() => {
      if (location().pathname !== `/hierarchy/${contoso}/audit-log/`) fireEvent.click(auditLink());
      expect(location().pathname).toBe(`/hierarchy/${contoso}/audit-log/`);
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Audit log of =Contoso Pharma' })).toBeInTheDocument();
    const row = (await within(dialog).findByText('Organization changed')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('customer.admin@sandbox.test');
    expect(row).toHaveTextContent('name: Contoso Pharmaceuticals → =Contoso Pharma');
    expect(within(row).queryByText('Support action')).not.toBeInTheDocument();

    const { name, text } = await exportCsv(dialog);
    expect(name).toBe(`audit_log_${contoso}.csv`);
    const line = text.split('\r\n').find((l) => l.includes(',organization.update,'))!;
    expect(line).toContain(`,customer.admin@sandbox.test,${contoso},"'=Contoso Pharma",organization.update,false,organization,${contoso},`);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Password reset' }));
    expect(await within(dialog).findByText('No audit entries match these filters.')).toBeInTheDocument();
    const filtered = requests
      .all()
      .filter((r) => r.path === '/svc/audit/api/v1.0/auditEvents')
      .at(-1)!;
    expect(JSON.parse(new URL(filtered.url).searchParams.get('filter')!)).toEqual({ organizationId: contoso, action: 'user.resetPassword' });
  });

  it('shows a System Administrator of a customer the whole log they may read (/auditEvents): their organization’s entries, none of the root’s', async () => {
    await renderScreenAs(backend, 'customer.admin@sandbox.test', <AuditEventList />, {
      path: '/auditEvents',
      route: '/auditEvents',
      access: 'auditEvents',
      resource: 'auditEvents',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    // While the list loads for more than a second, react-admin shows a placeholder table, which the
    // list's own table then replaces: the table is taken once it holds the entries.
    const table = await waitFor(() => {
      const shown = screen.getByRole('table');
      within(shown).getByText('Organization changed');
      return shown;
    });
    // The TMS administrator's password reset of the first test belongs to the root: not this caller's to read.
    expect(within(table).queryByText('Password reset')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });
});
