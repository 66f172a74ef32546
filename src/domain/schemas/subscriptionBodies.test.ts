import { subscriptionCreateBodySchema, trialItemBody, trialItemBodySchema, trialSubscriptionBody, trialSubscriptionBodySchema } from './subscription';

describe('subscription request bodies (doc 000 §3, §7)', () => {
  const form = {
    organizationId: 7,
    tenantName: 't',
    paymentType: 'Prepaid',
    recurrenceType: 'Yearly',
    paymentProvider: 'Stripe',
    description: 'd',
    notes: '',
  };
  it('the create body is the form plus organizationId; enums are the spec values', () => {
    expect(subscriptionCreateBodySchema.safeParse(form).success).toBe(true);
    expect(subscriptionCreateBodySchema.safeParse({ ...form, paymentType: 'Cash' }).success).toBe(false);
    expect(subscriptionCreateBodySchema.safeParse({ ...form, recurrenceType: 'Weekly' }).success).toBe(false);
    expect(subscriptionCreateBodySchema.safeParse({ ...form, paymentProvider: 'PayPal' }).success).toBe(false);
    const { organizationId: _, ...noOrg } = form;
    expect(subscriptionCreateBodySchema.safeParse(noOrg).success).toBe(false);
  });
  it('trial bodies carry the fixed trial values (child, none, other; quantity 1, Core, Trial)', () => {
    expect(
      trialSubscriptionBodySchema.safeParse(trialSubscriptionBody({ tenantName: 't', description: 'Trial subscription for Radar' })).success,
    ).toBe(true);
    expect(
      trialSubscriptionBodySchema.safeParse({ ...trialSubscriptionBody({ tenantName: 't', description: 'x' }), recurrenceType: 'Yearly' }).success,
    ).toBe(false);
    expect(trialItemBodySchema.safeParse(trialItemBody('Radar')).success).toBe(true);
    expect(trialItemBodySchema.safeParse({ ...trialItemBody('Radar'), quantity: 2 }).success).toBe(false);
    expect(trialItemBodySchema.safeParse({ ...trialItemBody('Radar'), product: 'Word' }).success).toBe(false);
  });
});
