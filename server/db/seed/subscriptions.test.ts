import { subscriptionListSchema } from '../../../src/domain';
import { useTestSandbox, type TestSandbox } from '../../../tests/server';
import { hierarchyKit } from '../../../tests/server/requests';
import { demoDpc } from './subscriptions';

const demo = useTestSandbox();
const generated = useTestSandbox({ orgs: 600 });

const statusesOf = async (sb: TestSandbox) => {
  const kit = hierarchyKit(sb);
  const ids = sb.db.prepare('SELECT DISTINCT organization_id FROM subscriptions').pluck().all() as number[];
  const statuses = new Set<number>();
  for (const id of ids) {
    const res = await kit.call('tms.admin@sandbox.test', 'GET', `/svc/account/api/v1.0/subscriptions/organizations/${id}`);
    subscriptionListSchema.parse(res.json()).forEach((s) => statuses.add(s.status));
  }
  return { orgs: ids.length, statuses: [...statuses].sort() };
};

describe('subscriptions seed', () => {
  it('has subscriptions in every status over many organizations, demo and generated', async () => {
    const d = await statusesOf(demo);
    expect(d.orgs).toBeGreaterThanOrEqual(12);
    expect(d.statuses).toEqual([0, 1, 2, 3]);
    const g = await statusesOf(generated);
    expect(g.orgs).toBeGreaterThan(20);
    expect(g.statuses).toEqual([0, 1, 2, 3]);
  });

  it('covers every product, feature and subscription type in the demo items', () => {
    const distinct = (col: string) => demo.db.prepare(`SELECT DISTINCT ${col} FROM subscription_items ORDER BY 1`).pluck().all() as string[];
    expect(distinct('product')).toEqual(['AdminAction', 'Adoption', 'Availability', 'DPC', 'InvestigationCenter', 'Radar', 'Reporting']);
    expect(distinct('feature')).toEqual(['AUD', 'Core', 'O365', 'Root']);
    expect(distinct('subscription_type')).toEqual(['Free', 'Iur', 'Paid', 'Trial']);
  });

  it('has provisioned DPC applications and the organization set up to fail', () => {
    const kit = hierarchyKit(demo);
    expect(demo.db.prepare('SELECT COUNT(*) FROM dpc_applications').pluck().get()).toBe(demoDpc.provisioned.length);
    expect(demo.db.prepare('SELECT organization_id FROM dpc_failing_organizations').pluck().all()).toEqual([kit.orgId(demoDpc.failing)]);
  });
});
