import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { errorAnswer } from '../../../../tests/msw/account';
import { testOrigin } from '../../../../tests/msw/config';
import { requests } from '../../../../tests/msw/recorder';
import { server } from '../../../../tests/msw/server';
import { useSandboxBackend } from '../../../../tests/setup/sandboxBackend';
import { renderHierarchyAs } from '../../../../tests/setup/hierarchyPage';
import { passTime, startFakeClock } from '../../../../tests/setup/fakeClock';
import { DEMO_COPY_CHECK_DELAY_MS, DEMO_STATUS_POLL_MS } from '../../../domain/status/demo';

// A copy takes the sandbox DEMO_COPY_SECONDS: an hour here, so it is In Progress at the first read (3 s
// after) however slow the machine is; the test ends it when it has seen that (copyEnds). The console's
// delayed read and its polls are due on a fake clock, which the test moves instead of waiting (inside
// act, so that React applies what the reads set off before the test looks at the screen).
const backend = useSandboxBackend({ env: { DEMO_COPY_SECONDS: '3600' } });
const contoso = 'Contoso Pharmaceuticals';
// Contoso is in the US region: its reporting service is /svc/reporting/us.
const calls = (method: string, what: string) => requests.find(method, `/svc/reporting/us/api/tenants/${backend.people.orgId(contoso)}/${what}`);
/** Contoso's demo data as the test needs it: never copied, or copied on an earlier day. */
const demoCopied = (when: string | null) =>
  backend.sandbox.db
    .prepare(
      'UPDATE data_collection SET demo_started_on_utc = ?, demo_seconds = ?, demo_failed = 0, demo_previous_copy_utc = NULL WHERE organization_id = ?',
    )
    .run(when, when ? 1 : null, backend.people.orgId(contoso));
/** Contoso's running copy ends now: the sandbox reads a copy's length from its row. */
const copyEnds = () =>
  backend.sandbox.db.prepare('UPDATE data_collection SET demo_seconds = 0 WHERE organization_id = ?').run(backend.people.orgId(contoso));
const open = (as: string) => renderHierarchyAs(backend, as, `/hierarchy/${backend.people.orgId(contoso)}/data-collection`);

describe('Demo data section', () => {
  it('copies: PATCH setTenantDemo, status read 3 s later, polled while In Progress, then Update disabled for the day', async () => {
    startFakeClock();
    demoCopied(null);
    const { queryClient } = await open('customer.admin@sandbox.test');
    expect(await screen.findByText('Never copied')).toBeInTheDocument();
    expect(screen.getByText('Demo data: No')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Data collection enabled' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(calls('PATCH', 'setTenantDemo')).toHaveLength(1));
    // Once the copy has answered (its mutation has settled, so the delayed read is set), the button
    // stays disabled until the status read 3 s after the copy: looked at halfway there.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    const readsBefore = calls('GET', 'getTenantDemoStatus').length;
    await passTime(DEMO_COPY_CHECK_DELAY_MS / 2);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    // Doc 002 §3: the demo tenant's status reads Verifying... until the status is read again.
    expect(screen.getByText('Demo data: Verifying...')).toBeInTheDocument();
    await passTime(DEMO_COPY_CHECK_DELAY_MS / 2);
    expect(await screen.findByText('Demo data: In Progress')).toBeInTheDocument();
    expect(calls('GET', 'getTenantDemoStatus').length).toBe(readsBefore + 1);
    expect(screen.getByRole('switch', { name: 'Data collection enabled' })).toBeDisabled();
    // The copy ends; the console sees it at its next poll.
    copyEnds();
    await passTime(DEMO_STATUS_POLL_MS);
    expect(await screen.findByText('Demo data: Yes')).toBeInTheDocument();
    expect(screen.getByText(/^Last scan: \d{1,2}-[A-Z][a-z]{2}-\d{4} \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Data collection enabled' })).toBeDisabled();
  });

  it('offers Update after an earlier day and shows "Copy demo data failed.." with the server message', async () => {
    demoCopied('2025-01-02T10:00:00Z');
    server.use(http.patch(`${testOrigin}/svc/reporting/us/api/tenants/:org/setTenantDemo`, () => errorAnswer(409, 'copy running')));
    await open('customer.admin@sandbox.test');
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText(/Copy demo data failed\.\. - copy running/)).toBeInTheDocument();
    expect(screen.getByText(/^Last scan: [12]-Jan-2025 /)).toBeInTheDocument();
  });

  it('reads "Not verified" when the demo status cannot be read', async () => {
    server.use(http.get(`${testOrigin}/svc/reporting/us/api/tenants/:org/getTenantDemoStatus`, () => errorAnswer(500, 'down')));
    await open('customer.admin@sandbox.test');
    expect(await screen.findByText('Demo data: Not verified')).toBeInTheDocument();
  });

  it('is not shown to a TMS administrator on another organization, whose toggle still reads the demo status (doc 000 §4)', async () => {
    await open('tms.admin@sandbox.test');
    await screen.findByRole('switch', { name: 'Data collection enabled' });
    expect(screen.queryByRole('heading', { name: 'Demo data' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls('GET', 'getTenantDemoStatus')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^(Copy|Update)$/ })).not.toBeInTheDocument();
  });
});
