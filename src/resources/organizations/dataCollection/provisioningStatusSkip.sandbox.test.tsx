import { screen, waitFor } from '@testing-library/react';
import { PROVISIONING_STATUS_SKIPPED_ORGANIZATION_ID } from '../../../domain/permissions/dataCollection';
import { requests } from '../../../../tests/msw/recorder';
import { useSandboxBackend } from '../../../../tests/setup/sandboxBackend';
import { renderHierarchyAs } from '../../../../tests/setup/hierarchyPage';

/**
 * Doc 000 §7: the provisioning status "is skipped for one fixed organization id". The
 * sandbox's demo tree has no organization 900: this file adds one, a copy of Tailspin Toys (a signed-up
 * tenant customer with a Reporting endpoint), so that the status would be read if the rule were missing.
 */
const backend = useSandboxBackend();
const skipped = PROVISIONING_STATUS_SKIPPED_ORGANIZATION_ID;
const statusReads = () => requests.all().filter((r) => r.path.endsWith('/api/Signup/Status'));

beforeAll(() => {
  const db = backend.sandbox.db;
  const source = backend.people.orgId('Tailspin Toys');
  db.exec('DROP TABLE IF EXISTS temp.org_copy; DROP TABLE IF EXISTS temp.endpoint_copy');
  db.prepare('CREATE TEMP TABLE org_copy AS SELECT * FROM organizations WHERE id = ?').run(source);
  db.prepare("UPDATE temp.org_copy SET id = ?, name = 'Demo Showcase'").run(skipped);
  db.exec('INSERT INTO organizations SELECT * FROM temp.org_copy');
  db.prepare('CREATE TEMP TABLE endpoint_copy AS SELECT * FROM service_endpoints WHERE organization_id = ?').run(source);
  db.prepare('UPDATE temp.endpoint_copy SET organization_id = ?').run(skipped);
  const columns = (db.prepare("SELECT name FROM pragma_table_info('service_endpoints')").pluck().all() as string[]).filter((c) => c !== 'id');
  db.exec(`INSERT INTO service_endpoints (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM temp.endpoint_copy`);
  backend.sandbox.app.sandbox.orgIndex.invalidate();
});

describe('the provisioning status is not read for the fixed organization', () => {
  it('shows the Data Collection tab without reading the sign-up status', async () => {
    await renderHierarchyAs(backend, 'tms.admin@sandbox.test', `/hierarchy/${skipped}/data-collection`);
    expect(await screen.findByText('The provisioning status of this organization is not read: it holds demo data only.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Data Collection' })).toHaveAttribute('aria-selected', 'true');
    expect(statusReads().filter((r) => r.search.includes(`organizationId=${skipped}`))).toHaveLength(0);
  });

  it('reads it for another organization (Tailspin Toys), whose Overview shows its Reporting tag', async () => {
    const tailspin = backend.people.orgId('Tailspin Toys');
    await renderHierarchyAs(backend, 'tms.admin@sandbox.test', `/hierarchy/${tailspin}`);
    await waitFor(() => expect(statusReads().filter((r) => r.search.includes(`organizationId=${tailspin}`)).length).toBeGreaterThan(0));
  });
});
