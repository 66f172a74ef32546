import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requests } from '../../../../tests/msw/recorder';
import { useSandboxBackend } from '../../../../tests/setup/sandboxBackend';
import { renderHierarchyAs } from '../../../../tests/setup/hierarchyPage';
import { passTime, startFakeClock } from '../../../../tests/setup/fakeClock';
import { POLICY_CHECK_DELAY_MS } from './usePolicyCheck';

// Seeded: Coho Winery and Trey Research (US, provisioned for reporting) have not accepted the terms; Contoso Pharmaceuticals has.
const backend = useSandboxBackend();
const id = (org: string) => backend.people.orgId(org);
const checks = (org: string) => requests.find('GET', `/svc/reporting/us/api/tenants/${id(org)}/isPoliciesAccepted`);
const accepts = (org: string) => requests.find('PATCH', `/svc/reporting/us/api/tenants/${id(org)}/acceptPolicies`);
const acceptedOn = (org: string) =>
  backend.sandbox.db.prepare('SELECT policies_accepted_on_utc FROM reporting_tenants WHERE organization_id = ?').pluck().get(id(org)) ?? null;
// Coho Winery and Trey Research are under Northwind Distribution, distributor.admin's own organization (System Administrator).
const open = (org: string, as = 'distributor.admin@sandbox.test') => renderHierarchyAs(backend, as, `/hierarchy/${id(org)}`);
const later = { timeout: 5000 };
/** The policy check's delay (2.5 s), passed on the test's clock rather than waited for. */
const passCheckDelay = () => passTime(POLICY_CHECK_DELAY_MS);

// Every test runs on a fake clock that also runs on its own, and passes the check's delay at once.
beforeEach(startFakeClock);

describe('policy check and terms dialog', () => {
  it("is not shown to vendor staff (own organization of the root type) acting on a customer's organization (runs first: the next test accepts Coho Winery's terms)", async () => {
    for (const staff of ['tms.admin@sandbox.test', 'root.sysadmin@sandbox.test']) {
      const before = checks('Coho Winery').length;
      const view = await open('Coho Winery', staff);
      await screen.findByRole('heading', { level: 2, name: 'Coho Winery' });
      // The policy is still checked (2.5 s later); the dialog never comes.
      await passCheckDelay();
      await waitFor(() => expect(checks('Coho Winery')).toHaveLength(before + 1), later);
      await new Promise((r) => setTimeout(r, 300));
      expect(screen.queryByRole('dialog', { name: 'Welcome to Quadrant Nova' })).not.toBeInTheDocument();
      expect(acceptedOn('Coho Winery')).toBeNull();
      view.unmount();
    }
  });

  it('checks 2.5 s after the organization appears, shows the dialog, and records Agree', async () => {
    expect(acceptedOn('Coho Winery')).toBeNull();
    await open('Coho Winery');
    await screen.findByRole('heading', { level: 2, name: 'Coho Winery' });
    expect(checks('Coho Winery')).toHaveLength(0);
    await passCheckDelay();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Quadrant Nova' }, later);
    expect(checks('Coho Winery')).toHaveLength(1);
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Terms of Use', 'Privacy Policy', 'Software Transaction Agreement', 'Data Processing Addendum']);
    const agree = within(dialog).getByRole('button', { name: 'Agree' });
    expect(agree).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'I have read, understood, and accepted the Terms of Use, Privacy Policy, Software Transaction Agreement, and Data Processing Addendum',
      }),
    );
    await userEvent.click(agree);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(accepts('Coho Winery')).toHaveLength(1);
    expect(acceptedOn('Coho Winery')).not.toBeNull();
    await passCheckDelay(); // the check runs again 2.5 s after Agree
    await waitFor(() => expect(checks('Coho Winery')).toHaveLength(2), later);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('dismisses with Cancel and does not show it again for that organization', async () => {
    // The test before accepted Coho Winery's terms: they are not accepted again for this one.
    backend.sandbox.db.prepare('UPDATE reporting_tenants SET policies_accepted_on_utc = NULL WHERE organization_id = ?').run(id('Coho Winery'));
    const acceptsBefore = accepts('Coho Winery').length;
    await open('Coho Winery');
    await screen.findByRole('heading', { level: 2, name: 'Coho Winery' });
    await passCheckDelay();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Quadrant Nova' }, later);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('tab', { name: 'Config' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Config' })).toHaveAttribute('aria-selected', 'true'));
    await passTime(3000); // longer than the 2.5 s of the policy check
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(accepts('Coho Winery')).toHaveLength(acceptsBefore);
    expect(acceptedOn('Coho Winery')).toBeNull();
  });

  it('starts again when another organization is selected before the check ran', async () => {
    await open('Contoso Pharmaceuticals', 'tms.admin@sandbox.test');
    await screen.findByRole('heading', { level: 2, name: 'Contoso Pharmaceuticals' });
    const shownAt = Date.now();
    await userEvent.click(within(screen.getByRole('tree')).getByRole('treeitem', { name: /^Lucerne Publishing/ }));
    const clickedAt = Date.now();
    await passCheckDelay();
    await waitFor(() => expect(checks('Lucerne Publishing')).toHaveLength(1), later);
    // The check waits 2.5 s from the new selection (made before `clickedAt`), not from the first one.
    expect(checks('Lucerne Publishing')[0].at - shownAt).toBeGreaterThanOrEqual(2500);
    // Contoso's check was due 2.5 s after it showed: when the click came well before, it never runs. (A machine
    // so slow that the click came later lets it run, which is right.)
    if (clickedAt - shownAt < 1500) expect(checks('Contoso Pharmaceuticals')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
