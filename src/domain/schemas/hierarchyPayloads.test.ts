import {
  authenticationTypeOf,
  authenticationTypeOnFailure,
  directoryTenantIdSchema,
  iumOrganizationPatchBodySchema,
  isTenantWhitelabelCorrect,
  organizationOptionsSchema,
  tenantNotePatchBodySchema,
} from '..';

describe('isTenantWhitelabelCorrect', () => {
  it('is wrong only when the organization has a whitelabel and its tenant carries another or none', () => {
    expect(isTenantWhitelabelCorrect({ whitelabelId: 2 }, { whitelabelId: null })).toBe(false);
    expect(isTenantWhitelabelCorrect({ whitelabelId: 2 }, { whitelabelId: 3 })).toBe(false);
    expect(isTenantWhitelabelCorrect({ whitelabelId: 2 }, { whitelabelId: 2 })).toBe(true);
    expect(isTenantWhitelabelCorrect({ whitelabelId: null }, { whitelabelId: 4 })).toBe(true);
    expect(isTenantWhitelabelCorrect({ whitelabelId: 2 }, null)).toBe(true);
  });
});

describe('iumOrganizationPatchBodySchema (Config tab edit)', () => {
  it('accepts the whole form or a part, trims texts and stores an empty one as null', () => {
    expect(
      iumOrganizationPatchBodySchema.parse({
        paymentType: 4,
        externalBillingId: ' NAV-1 ',
        whitelabelId: null,
        customerReference: '',
        status: 1,
        parentCanView: true,
        parentCanManage: false,
      }),
    ).toEqual({
      paymentType: 4,
      externalBillingId: 'NAV-1',
      whitelabelId: null,
      customerReference: null,
      status: 1,
      parentCanView: true,
      parentCanManage: false,
    });
    expect(iumOrganizationPatchBodySchema.parse({ status: 0 })).toEqual({ status: 0 });
  });

  it('refuses an empty body, unknown keys and values outside the enums', () => {
    for (const bad of [{}, { name: 'x' }, { paymentType: 5 }, { status: 2 }, { whitelabelId: -1 }, { externalBillingId: 'x'.repeat(101) }]) {
      expect(iumOrganizationPatchBodySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('authentication type', () => {
  it('sends 1 for certificate-based and 0 otherwise; a failed read is certificate auth off and blocked', () => {
    expect(authenticationTypeOf(true)).toBe(1);
    expect(authenticationTypeOf(false)).toBe(0);
    expect(authenticationTypeOnFailure).toEqual({ useCertBasedAuth: false, isBlocked: true });
  });
});

describe('payload schemas', () => {
  it('options allow a null parent name (the root)', () => {
    expect(
      organizationOptionsSchema.safeParse({ name: 'Root', parentOrganizationName: null, parentCanView: false, parentCanManage: true }).success,
    ).toBe(true);
  });

  it('tenant ids are GUIDs, compared lower-case', () => {
    expect(directoryTenantIdSchema.parse('0F6C1D2E-3A4B-4C5D-8E9F-001122334455')).toBe('0f6c1d2e-3a4b-4c5d-8e9f-001122334455');
    expect(directoryTenantIdSchema.safeParse('contoso').success).toBe(false);
  });

  it('a note is text of at most 20,000 characters; an empty one clears it', () => {
    expect(tenantNotePatchBodySchema.safeParse({ customNodes: '' }).success).toBe(true);
    expect(tenantNotePatchBodySchema.safeParse({ customNodes: 'x'.repeat(20_001) }).success).toBe(false);
    expect(tenantNotePatchBodySchema.safeParse({ customNodes: 'x', extra: 1 }).success).toBe(false);
  });
});
