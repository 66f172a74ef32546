import { requests } from '../../../tests/msw/recorder';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { createDataProvider } from '../../dataProvider';
import type { SubscriptionFields } from '../../dataProvider/resources/subscriptions';
import type { SavableItem } from '../../dataProvider/resources/subscriptionSave';
import { newSubscriptionItem } from '../../domain/validation/subscription';

/**
 * The resource `subscriptions` against the sandbox (doc 000 §4 "Subscription save", §7): create sends
 * the subscription then its items, update only the changed items then the subscription, and the
 * trial (create with meta.trial) its two managed calls; the list reads what was written.
 */
const backend = useSandboxBackend();
const fields: SubscriptionFields = {
  paymentType: 'Prepaid',
  recurrenceType: 'Yearly',
  paymentProvider: 'Direct',
  tenantName: 't1',
  description: 'Coho plan',
  notes: '',
};
const item = (product: 'Radar' | 'InvestigationCenter'): SavableItem => ({
  ...newSubscriptionItem(new Date('2026-01-01T00:00:00Z')),
  product,
  feature: 'Core',
  endDate: '2026-12-31T00:00:00.000Z',
  subscriptionType: 'Paid',
  dirty: true,
});
const calls = () =>
  requests
    .all()
    .filter((r) => r.method !== 'GET')
    .map((r) => `${r.method} ${r.path.replace(/\/\d+/g, '/#')}`);

async function setUp() {
  const { session } = await backend.signIn('tms.admin@sandbox.test');
  const dp = createDataProvider({ config: backend.config, session });
  const org = backend.sandbox.db.prepare('SELECT organization_id FROM users WHERE email = ?').pluck().get('customer.admin@sandbox.test') as number;
  const list = async () =>
    (
      await dp.getManyReference('subscriptions', {
        target: 'organizationId',
        id: org,
        filter: {},
        sort: { field: 'id', order: 'ASC' },
        pagination: { page: 1, perPage: 100 },
      })
    ).data;
  return { dp, org, list };
}

describe('subscriptions resource over the sandbox', () => {
  it('creates the subscription then its items, and updates only changed items before the subscription', async () => {
    const { dp, org, list } = await setUp();
    const created = await dp.create('subscriptions', {
      data: { organizationId: org, ...fields, subscriptionItems: [item('Radar'), item('InvestigationCenter')] },
    });
    expect(calls()).toEqual([
      'POST /svc/account/api/v1.0/organizations/#/subscriptions',
      'POST /svc/account/api/v1.0/subscriptions/#/items',
      'POST /svc/account/api/v1.0/subscriptions/#/items',
    ]);
    const rows = created.data.subscriptionItems as SavableItem[];
    expect(rows.every((r) => r.isSaved && !r.dirty && r.id !== undefined)).toBe(true);
    const stored = (await list()).find((s) => s.id === created.data.id)!;
    expect(stored.description).toBe('Coho plan');
    expect(stored.subscriptionItems.map((i: SavableItem) => i.product).sort()).toEqual(['InvestigationCenter', 'Radar']);

    requests.clear();
    const changed = [{ ...rows[0], quantity: 3, dirty: true }, rows[1]];
    await dp.update('subscriptions', {
      id: created.data.id,
      data: { organizationId: org, ...fields, description: 'Coho plan 2', subscriptionItems: changed },
      previousData: stored,
    });
    expect(calls()).toEqual([`PATCH /svc/account/api/v1.0/subscriptions/#/items/#`, 'PATCH /svc/account/api/v1.0/subscriptions/#']);
    expect(requests.find('PATCH', `/svc/account/api/v1.0/subscriptions/${created.data.id}/items/${rows[0].id}`)[0].json()).toMatchObject({
      quantity: 3,
    });
    expect((await list()).find((s) => s.id === created.data.id)!.description).toBe('Coho plan 2');
  });

  it('a create whose subscription already exists (an item failed before) goes on as an update, never a second subscription', async () => {
    const { dp, org, list } = await setUp();
    const first = await dp.create('subscriptions', { data: { organizationId: org, ...fields, subscriptionItems: [item('Radar')] } });
    requests.clear();
    const rows = [...(first.data.subscriptionItems as SavableItem[]), item('InvestigationCenter')];
    await dp.create('subscriptions', { data: { ...first.data, description: 'Coho plan 3', subscriptionItems: rows } });
    expect(calls()).toEqual(['POST /svc/account/api/v1.0/subscriptions/#/items', 'PATCH /svc/account/api/v1.0/subscriptions/#']);
    const stored = (await list()).find((s) => s.id === first.data.id)!;
    expect(stored.description).toBe('Coho plan 3');
    expect(stored.subscriptionItems.map((i: SavableItem) => i.product).sort()).toEqual(['InvestigationCenter', 'Radar']);
  });

  it('adds a trial as a create with meta.trial: the managed subscription, then its item', async () => {
    const { dp } = await setUp();
    const { org, product } = backend.sandbox.db
      .prepare("SELECT organization_id AS org, endpoint_name AS product FROM service_endpoints WHERE endpoint_name <> 'DPC' LIMIT 1")
      .get() as { org: number; product: string };
    const { data } = await dp.create('subscriptions', {
      data: { organizationId: org, product, tenantName: 't1', description: 'trial' },
      meta: { trial: true },
    });
    expect(calls()).toEqual([
      'POST /svc/account/api/v1.0/organizations/#/subscriptions/managed',
      'POST /svc/account/api/v1.0/subscriptions/#/managed',
    ]);
    const { data: trial } = await dp.getOne('subscriptions', { id: data.id, meta: { organizationId: org } });
    expect(trial.subscriptionItems.map((i: SavableItem) => [i.product, i.subscriptionType])).toEqual([[product, 'Trial']]);
  });
});
