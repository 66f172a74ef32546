import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requests } from '../../../tests/msw/recorder';
import { passTime, startFakeClock } from '../../../tests/setup/fakeClock';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs } from '../../../tests/setup/renderScreen';
import { TENANT_OVERVIEW_RELOAD_MS } from '../../domain/status/tenantStatus';
import TenantStatusPage from './TenantStatusPage';
import { compareDataQueryCells, TENANT_OVERVIEW_DATASOURCE } from '../../domain/schemas/dataQuery';

// Doc 001 §2.2 "Choosing a group selects all its member organizations" and §5 "the cap does not block
// with an error": a group of all 2,500 generated organizations is more than one data query may name
// (1,000), so the page asks in parts and still shows every tenant, never "not provisioned".
const backend = useSandboxBackend({ orgs: 2_500 });
const slow = { timeout: 60_000 };
const tms = 'tms.admin@sandbox.test';
const GROUP = 'Every organization';
const NOT_PROVISIONED_ANSWER = 'The selected tenants are not provisioned for Reporting. Set up reporting for their organizations, then try again.';
const open = (path: string) => renderScreenAs(backend, tms, <TenantStatusPage />, { path, route: '/tenant-overview/*', access: 'tenantOverview' });
const bodies = () => requests.find('POST', '/svc/data-query/us/api/v1.0/query').map((r) => r.json() as { params: { orgs?: number[] } });

let allOrgs: number[];
/** The US tenants of all organizations, by domain: asked of the sandbox itself, 1,000 organizations at a time. */
let expectedDomains: string[];

beforeAll(async () => {
  const db = backend.sandbox.db;
  allOrgs = db.prepare('SELECT id FROM organizations ORDER BY id').pluck().all() as number[];
  const root = db.prepare('SELECT id FROM organizations WHERE parent_id IS NULL').pluck().get() as number;
  const group = db.prepare('INSERT INTO organization_groups (organization_id, name) VALUES (?, ?)').run(root, GROUP).lastInsertRowid;
  const member = db.prepare('INSERT INTO organization_group_members (group_id, organization_id) VALUES (?, ?)');
  db.transaction(() => allOrgs.forEach((org) => member.run(group, org)))();
  const headers = await backend.sandbox.authHeader(tms);
  const domains: string[] = [];
  for (let i = 0; i < allOrgs.length; i += 1000) {
    const payload = { datasource: TENANT_OVERVIEW_DATASOURCE, params: { orgs: allOrgs.slice(i, i + 1000) }, limit: 1001, offset: 0 };
    const answer = await backend.sandbox.app.inject({ method: 'POST', url: '/svc/data-query/us/api/v1.0/query', headers, payload });
    domains.push(...(answer.json() as { rows: { TenantDomain: string }[] }).rows.map((r) => r.TenantDomain));
  }
  expectedDomains = domains.sort(compareDataQueryCells);
}, 120_000);

const shownDomains = async () => {
  const table = await screen.findByRole('table', { name: 'Tenants' }, slow);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]?.textContent ?? '');
};

describe('Tenant Status with 2,500 organizations', () => {
  it('choosing a group of 2,500 organizations asks in parts of at most 1,000 and shows the first page of all their tenants', async () => {
    expect(expectedDomains.length).toBeGreaterThan(100);
    startFakeClock();
    const { searchParam } = await open('/tenant-overview/united-states');
    await userEvent.click(await screen.findByRole('combobox', { name: /organization groups/ }, slow));
    await userEvent.click(await screen.findByRole('option', { name: GROUP }, slow));
    // The page asks once the choice has settled.
    await passTime(TENANT_OVERVIEW_RELOAD_MS);
    await waitFor(() => expect(searchParam('orgs')?.split(',')).toHaveLength(2_500), slow);
    await waitFor(async () => expect(await shownDomains()).toEqual(expectedDomains.slice(0, 50)), slow);
    expect(screen.queryByText(NOT_PROVISIONED_ANSWER)).not.toBeInTheDocument();
    const asked = bodies().map((b) => b.params.orgs ?? []);
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...asked.map((orgs) => orgs.length))).toBeLessThanOrEqual(1000);
    expect(new Set(asked.flat()).size).toBe(2_500);
  });

  it('the last page of the 2,500 holds the last tenants and no next page', async () => {
    const lastPage = Math.ceil(expectedDomains.length / 50);
    await open(`/tenant-overview/united-states?orgs=${allOrgs.join(',')}&page=${lastPage}`);
    await waitFor(async () => expect(await shownDomains()).toEqual(expectedDomains.slice((lastPage - 1) * 50)), slow);
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.queryByText(NOT_PROVISIONED_ANSWER)).not.toBeInTheDocument();
  });
});
