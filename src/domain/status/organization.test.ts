import { OrganizationStatus, PaymentType, paymentTypeLabelKey, paymentTypes } from './organization';

describe('payment type (doc 000 §3)', () => {
  it('0 None, 1 Stripe, 2 Fast Spring, 3 Invoice, 4 Arrears', () => {
    expect(PaymentType).toEqual({ None: 0, Stripe: 1, FastSpring: 2, Invoice: 3, Arrears: 4 });
    expect(paymentTypes).toEqual([0, 1, 2, 3, 4]);
    expect(paymentTypeLabelKey[2]).toBe('paymentTypes.fastSpring');
  });
  it('organization status 0 Enabled, 1 Disabled', () => {
    expect(OrganizationStatus).toEqual({ Enabled: 0, Disabled: 1 });
  });
});
