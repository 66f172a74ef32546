import type { Organization } from '../../domain/schemas/organization';
import { configFormSchema, configFormValues, configPatchBody } from './configForm';

const org: Organization = {
  id: 5,
  name: 'Contoso',
  parentId: 4,
  organizationType: 5,
  parentCanView: true,
  parentCanManage: true,
  paymentType: 4,
  externalBillingId: 'NAV-1',
  whitelabelId: null,
  customerReference: null,
  status: 0,
  azureAdTenantId: null,
  createdOnUtc: '2021-06-02T00:00:00Z',
  authentication: { useCertBasedAuth: false, isBlocked: false },
};

describe('Config form', () => {
  it('reads the organization, with empty texts for none', () => {
    expect(configFormValues(org)).toEqual({
      parentCanView: true,
      parentCanManage: true,
      paymentType: 4,
      externalBillingId: 'NAV-1',
      whitelabelId: null,
      customerReference: '',
      status: 0,
    });
  });

  it('sends only what changed, trimmed, with an emptied text as null', () => {
    const values = { ...configFormValues(org), parentCanView: false, externalBillingId: '  ', customerReference: ' PO-7 ', status: 1 as const };
    expect(configPatchBody(org, values)).toEqual({ parentCanView: false, externalBillingId: null, customerReference: 'PO-7', status: 1 });
  });

  it('sends nothing when nothing changed', () => {
    expect(configPatchBody(org, { ...configFormValues(org), customerReference: '   ' })).toBeNull();
  });

  it('never sends the root organization parent flags', () => {
    const root = { ...org, organizationType: 1 as const, parentId: null };
    expect(configPatchBody(root, { ...configFormValues(root), parentCanView: false, paymentType: 1 })).toEqual({ paymentType: 1 });
  });

  it('refuses texts over 100 characters and a negative whitelabel id, with catalogue keys', () => {
    const r = configFormSchema.safeParse({ ...configFormValues(org), externalBillingId: 'x'.repeat(101), whitelabelId: -1 });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => i.message).sort()).toEqual(['ra.validation.maxLength', 'ra.validation.minValue']);
  });
});
