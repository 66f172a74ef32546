import { subscriptionIdAnswerSchema, subscriptionItemIdAnswerSchema, subscriptionListSchema } from '../../src/domain';
import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';

const sb = useTestSandbox();
const kit = hierarchyKit(sb);

const unchanged = <R extends { statusCode: number }>(run: () => Promise<R>, status: number) => expectUnchanged(sb, run, status);
const acc = '/svc/account/api/v1.0';
const admin = 'tms.admin@sandbox.test';
const form = (organizationId: number) => ({
  organizationId,
  tenantName: 'contoso.onmicrosoft.com',
  paymentType: 'Prepaid',
  recurrenceType: 'Yearly',
  paymentProvider: 'Direct',
  description: 'Reporting 2027',
  notes: 'Signed by <b>procurement</b>',
});
const item = (over: Record<string, unknown> = {}) => ({
  product: 'Reporting',
  feature: 'Core',
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2028-01-01T00:00:00.000Z',
  cancelledDate: null,
  subscriptionType: 'Paid',
  quantity: 10,
  ...over,
});
const list = async (email: string, orgId: number) => kit.call(email, 'GET', `${acc}/subscriptions/organizations/${orgId}`);

describe('GET subscriptions of an organization', () => {
  it('lists the seeded subscriptions with items and the status computed from the dates', async () => {
    const res = await list(admin, kit.orgId('Contoso Pharmaceuticals'));
    expect(res.statusCode).toBe(200);
    const subs = subscriptionListSchema.parse(res.json());
    expect(subs.map((s) => [s.description, s.status])).toEqual([
      ['Reporting 2026', 1],
      ['Reporting 2024', 3],
    ]);
    expect(subs[0].subscriptionItems.map((i) => [i.product, i.status])).toEqual([
      ['Reporting', 1],
      ['Reporting', 1],
    ]);
    expect(subs[0]).toMatchObject({ product: 'Reporting', feature: 'Core', subscriptionType: 'Paid', quantity: 250, cancelledDate: null });
    const statuses = async (name: string) => subscriptionListSchema.parse((await list(admin, kit.orgId(name))).json()).map((s) => s.status);
    expect(await statuses('Trey Research')).toEqual([2]);
    expect(await statuses('Woodgrove Bank')).toEqual([0]);
    expect(await statuses('Blue Yonder Airlines')).toEqual([3]);
  });

  it('is readable by the root license admin and viewer and by who manages the organization; 403 otherwise', async () => {
    const id = kit.orgId('Contoso Pharmaceuticals');
    expect((await list('license.admin@sandbox.test', id)).statusCode).toBe(200);
    expect((await list('tms.viewer@sandbox.test', id)).statusCode).toBe(200);
    expect((await list('customer.admin@sandbox.test', id)).statusCode).toBe(200);
    expect((await list('no.roles@sandbox.test', id)).statusCode).toBe(403);
    expect((await list('customer.admin@sandbox.test', kit.orgId('Quadrant Root'))).statusCode).toBe(403);
  });
});

describe('add and edit a subscription', () => {
  it('creates a subscription, then its items; edits an item, cancels it, and patches the subscription', async () => {
    const orgId = kit.orgId('Relecloud');
    const created = await kit.call(admin, 'POST', `${acc}/organizations/${orgId}/subscriptions`, form(orgId));
    expect(created.statusCode).toBe(201);
    const { subscriptionId } = subscriptionIdAnswerSchema.parse(created.json());
    const first = await kit.call('license.admin@sandbox.test', 'POST', `${acc}/subscriptions/${subscriptionId}/items`, item());
    expect(first.statusCode).toBe(201);
    const { subscriptionItemId } = subscriptionItemIdAnswerSchema.parse(first.json());
    expect(
      (await kit.call('tms.viewer@sandbox.test', 'POST', `${acc}/subscriptions/${subscriptionId}/items`, item({ product: 'Radar', quantity: 3 })))
        .statusCode,
    ).toBe(201);
    const patched = await kit.call(
      admin,
      'PATCH',
      `${acc}/subscriptions/${subscriptionId}/items/${subscriptionItemId}`,
      item({ cancelledDate: '2026-02-01T00:00:00.000Z', quantity: 12 }),
    );
    expect(patched.json()).toEqual({ subscriptionItemId });
    const sub = await kit.call(admin, 'PATCH', `${acc}/subscriptions/${subscriptionId}`, { ...form(orgId), description: 'Reporting 2027 (renewed)' });
    expect(sub.statusCode).toBe(200);
    const [saved] = subscriptionListSchema.parse((await list(admin, orgId)).json());
    expect(saved).toMatchObject({ id: subscriptionId, description: 'Reporting 2027 (renewed)', notes: 'Signed by <b>procurement</b>', status: 1 });
    expect(saved.subscriptionItems.map((i) => [i.product, i.quantity, i.cancelledDate, i.status])).toEqual([
      ['Reporting', 12, '2026-02-01T00:00:00.000Z', 2],
      ['Radar', 3, null, 1],
    ]);
  });

  it('accepts the root license admin’s writes on any organization: a subscription, its item, their edits', async () => {
    const license = 'license.admin@sandbox.test';
    for (const name of ['Northwind Distribution', 'Contoso Pharmaceuticals']) {
      const orgId = kit.orgId(name);
      const created = await kit.call(license, 'POST', `${acc}/organizations/${orgId}/subscriptions`, form(orgId));
      expect(created.statusCode, name).toBe(201);
      const { subscriptionId } = subscriptionIdAnswerSchema.parse(created.json());
      const added = await kit.call(license, 'POST', `${acc}/subscriptions/${subscriptionId}/items`, item());
      expect(added.statusCode, name).toBe(201);
      const { subscriptionItemId } = subscriptionItemIdAnswerSchema.parse(added.json());
      const itemEdit = await kit.call(license, 'PATCH', `${acc}/subscriptions/${subscriptionId}/items/${subscriptionItemId}`, item({ quantity: 7 }));
      expect(itemEdit.statusCode, name).toBe(200);
      const subEdit = await kit.call(license, 'PATCH', `${acc}/subscriptions/${subscriptionId}`, { ...form(orgId), description: 'Licensed' });
      expect(subEdit.statusCode, name).toBe(200);
      const saved = subscriptionListSchema.parse((await list(license, orgId)).json()).find((s) => s.id === subscriptionId);
      expect(saved).toMatchObject({ description: 'Licensed', subscriptionItems: [expect.objectContaining({ quantity: 7 })] });
    }
  });

  it('400 with the failing field for every item rule, writing nothing', async () => {
    const orgId = kit.orgId('Quadrant Root');
    const [
      {
        id: subId,
        subscriptionItems: [existing],
      },
    ] = subscriptionListSchema.parse((await list(admin, orgId)).json());
    const cases: [Record<string, unknown>, string][] = [
      [item({ endDate: '2025-12-31T00:00:00.000Z' }), 'endDate'],
      [item({ cancelledDate: '2029-01-01T00:00:00.000Z' }), 'cancelledDate'],
      [item({ cancelledDate: '2025-01-01T00:00:00.000Z' }), 'cancelledDate'],
      [item({ quantity: 0 }), 'quantity'],
      [item({ quantity: 1.5 }), 'quantity'],
      [item({ product: 'Spreadsheets' }), 'product'],
      [item({ feature: undefined }), 'feature'],
      [item({ subscriptionType: 'Forever' }), 'subscriptionType'],
      [item({ startDate: 'yesterday' }), 'startDate'],
    ];
    for (const [body, field] of cases) {
      for (const [method, url] of [
        ['POST', `${acc}/subscriptions/${subId}/items`],
        ['PATCH', `${acc}/subscriptions/${subId}/items/${existing.id}`],
      ] as const) {
        const res = await unchanged(() => kit.call(admin, method, url, body), 400);
        expect(Object.keys(res.json().errors), `${method} ${JSON.stringify(body)}`).toContain(field);
      }
    }
    const badForms: [Record<string, unknown>, string][] = [
      [{ ...form(orgId), paymentType: 'Cash' }, 'paymentType'],
      [{ ...form(orgId), recurrenceType: 'Weekly' }, 'recurrenceType'],
      [{ ...form(orgId), organizationId: orgId + 1 }, 'organizationId'],
      [{ ...form(orgId), description: 'x'.repeat(501) }, 'description'],
    ];
    for (const [body, field] of badForms) {
      const res = await unchanged(() => kit.call(admin, 'POST', `${acc}/organizations/${orgId}/subscriptions`, body), 400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it('refuses the sandbox’s failing item (InvestigationCenter + AUD) with 422 while other items save', async () => {
    const orgId = kit.orgId('Bellows College');
    const { subscriptionId } = (await kit.call(admin, 'POST', `${acc}/organizations/${orgId}/subscriptions`, form(orgId))).json();
    const refused = await unchanged(
      () => kit.call(admin, 'POST', `${acc}/subscriptions/${subscriptionId}/items`, item({ product: 'InvestigationCenter', feature: 'AUD' })),
      422,
    );
    expect(refused.json().message).toMatch(/refused the item/);
    expect((await kit.call(admin, 'POST', `${acc}/subscriptions/${subscriptionId}/items`, item())).statusCode).toBe(201);
    await unchanged(
      () => kit.call(admin, 'PATCH', `${acc}/subscriptions/${subscriptionId}`, { ...form(orgId), description: 'Refused by billing' }),
      422,
    );
  });

  it('403 for a role that may not edit subscriptions, or an organization outside view; 404 for an unknown subscription', async () => {
    const orgId = kit.orgId('Fabrikam Partners');
    const [
      {
        id: subId,
        subscriptionItems: [existing],
      },
    ] = subscriptionListSchema.parse((await list(admin, orgId)).json());
    for (const email of ['partner.admin@sandbox.test', 'customer.admin@sandbox.test', 'root.sysadmin@sandbox.test']) {
      await unchanged(() => kit.call(email, 'POST', `${acc}/organizations/${orgId}/subscriptions`, form(orgId)), 403);
      await unchanged(() => kit.call(email, 'POST', `${acc}/subscriptions/${subId}/items`, item()), 403);
      await unchanged(() => kit.call(email, 'PATCH', `${acc}/subscriptions/${subId}/items/${existing.id}`, item()), 403);
      await unchanged(() => kit.call(email, 'PATCH', `${acc}/subscriptions/${subId}`, form(orgId)), 403);
    }
    await unchanged(() => kit.call(admin, 'PATCH', `${acc}/subscriptions/99999/items/1`, item()), 404);
    await unchanged(() => kit.call(admin, 'PATCH', `${acc}/subscriptions/${subId}/items/999999`, item()), 404);
  });
});
