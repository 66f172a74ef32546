import { subscriptionListSchema, trialItemBody, trialSubscriptionBody } from '../../src/domain';
import { expectUnchanged, useTestSandbox } from '../../tests/server';
import { hierarchyKit } from '../../tests/server/requests';

const sb = useTestSandbox();
const kit = hierarchyKit(sb);

const unchanged = <R extends { statusCode: number }>(run: () => Promise<R>, status: number) => expectUnchanged(sb, run, status);
const acc = '/svc/account/api/v1.0';
const admin = 'tms.admin@sandbox.test';
const trial = (product: string) =>
  trialSubscriptionBody({ tenantName: 'tailspintoys.onmicrosoft.com', description: `Trial subscription for ${product}` });

describe('trials (managed subscriptions)', () => {
  it('creates the trial subscription, then its item: quantity 1, Core, Trial, starting today for 30 days', async () => {
    const orgId = kit.orgId('Tailspin Toys');
    const created = await kit.call(
      'license.admin@sandbox.test',
      'POST',
      `${acc}/organizations/${orgId}/subscriptions/managed`,
      trial('Availability'),
    );
    expect(created.statusCode).toBe(201);
    const { subscriptionId } = created.json();
    const itemRes = await kit.call(
      'license.admin@sandbox.test',
      'POST',
      `${acc}/subscriptions/${subscriptionId}/managed`,
      trialItemBody('Availability'),
    );
    expect(itemRes.statusCode).toBe(201);
    expect(itemRes.json()).toEqual({ subscriptionItemId: expect.any(Number) });
    const subs = subscriptionListSchema.parse((await kit.call(admin, 'GET', `${acc}/subscriptions/organizations/${orgId}`)).json());
    const added = subs.find((s) => s.id === subscriptionId)!;
    expect(added).toMatchObject({
      description: 'Trial subscription for Availability',
      paymentType: 'Child',
      recurrenceType: 'None',
      paymentProvider: 'Other',
      managed: true,
      status: 1,
    });
    const [i] = added.subscriptionItems;
    expect(i).toMatchObject({ product: 'Availability', feature: 'Core', subscriptionType: 'Trial', quantity: 1 });
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    expect(i.startDate).toBe(today.toISOString());
    expect(Date.parse(i.endDate) - today.getTime()).toBe(30 * 86_400_000);
  });

  it('400 for a service without an endpoint, an organization without any, and malformed bodies; nothing written', async () => {
    const orgId = kit.orgId('Tailspin Toys');
    const { subscriptionId } = (await kit.call(admin, 'POST', `${acc}/organizations/${orgId}/subscriptions/managed`, trial('Radar'))).json();
    const noEndpoint = await unchanged(
      () => kit.call(admin, 'POST', `${acc}/subscriptions/${subscriptionId}/managed`, trialItemBody('Adoption')),
      400,
    );
    expect(noEndpoint.json().errors).toHaveProperty('product');
    await unchanged(() => kit.call(admin, 'POST', `${acc}/organizations/${kit.orgId('Fourth Coffee')}/subscriptions/managed`, trial('Radar')), 400);
    await unchanged(() => kit.call(admin, 'POST', `${acc}/subscriptions/${subscriptionId}/managed`, { ...trialItemBody('Radar'), quantity: 2 }), 400);
    await unchanged(
      () => kit.call(admin, 'POST', `${acc}/subscriptions/${subscriptionId}/managed`, { ...trialItemBody('Radar'), feature: 'Root' }),
      400,
    );
    await unchanged(
      () => kit.call(admin, 'POST', `${acc}/organizations/${orgId}/subscriptions/managed`, { ...trial('Radar'), paymentType: 'Prepaid' }),
      400,
    );
    await unchanged(
      () => kit.call(admin, 'POST', `${acc}/organizations/${orgId}/subscriptions/managed`, { ...trial('Radar'), description: '' }),
      400,
    );
    const seeded = subscriptionListSchema.parse(
      (await kit.call(admin, 'GET', `${acc}/subscriptions/organizations/${kit.orgId('Contoso Pharmaceuticals')}`)).json(),
    )[0];
    await unchanged(() => kit.call(admin, 'POST', `${acc}/subscriptions/${seeded.id}/managed`, trialItemBody('Reporting')), 400);
  });

  it('403 for roles that may not add subscriptions', async () => {
    const orgId = kit.orgId('Lamna Healthcare');
    for (const email of ['partner.admin@sandbox.test', 'distributor.admin@sandbox.test', 'root.sysadmin@sandbox.test']) {
      await unchanged(() => kit.call(email, 'POST', `${acc}/organizations/${orgId}/subscriptions/managed`, trial('Radar')), 403);
    }
    const { subscriptionId } = (await kit.call(admin, 'POST', `${acc}/organizations/${orgId}/subscriptions/managed`, trial('Radar'))).json();
    await unchanged(
      () => kit.call('partner.admin@sandbox.test', 'POST', `${acc}/subscriptions/${subscriptionId}/managed`, trialItemBody('Radar')),
      403,
    );
  });
});
