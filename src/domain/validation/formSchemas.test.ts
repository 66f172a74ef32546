import { dataCollectionProvisionSchema } from './dpc';
import { addOrganizationsSchema } from './groups';
import { checkPermissionsSchema } from './people';
import { newSubscriptionItem, subscriptionFormSchema, trialFormSchema } from './subscription';
import { connectTenantFormSchema, setupTenantFormSchema } from './tenantName';
import { termsAcceptanceSchema } from './terms';
import { tenantContactFormSchema } from './tenantContact';

describe("the forms' resolver schemas", () => {
  const valid = {
    ...newSubscriptionItem(new Date('2026-01-01T12:00:00Z')),
    product: 'Radar',
    feature: 'Core',
    endDate: '2026-12-31T00:00:00.000Z',
    subscriptionType: 'Paid',
  };

  it("keeps a subscription row's id and save state through the parse (the save needs them)", () => {
    const parsed = subscriptionFormSchema.parse({
      description: 'x',
      subscriptionItems: [{ ...valid, id: 7, isNew: false, isSaved: true, dirty: true }],
    });
    expect(parsed).toMatchObject({ description: 'x', subscriptionItems: [{ id: 7, isNew: false, isSaved: true, dirty: true, product: 'Radar' }] });
  });

  it("refuses the form while one item is invalid, on that item's field (doc 000 §5)", () => {
    const result = subscriptionFormSchema.safeParse({ subscriptionItems: [valid, { ...valid, quantity: 0 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['subscriptionItems.1.quantity', 'subscriptions.validation.quantity'],
    ]);
  });

  it("limits the contact's texts to the service's lengths, and leaves out the record's ids", () => {
    const contact = { id: 5, contactId: 0, name: 'Ines', email: '', phone: '', notes: '' };
    expect(tenantContactFormSchema.parse(contact)).toEqual({ name: 'Ines', email: '', phone: '', notes: '' });
    const tooLong = tenantContactFormSchema.safeParse({ ...contact, phone: 'x'.repeat(257) });
    expect(tooLong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', 'ra.validation.maxLength']]);
  });
});

describe("the command forms' schemas", () => {
  const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('asks for a service, a region, a ticked box, an organization and a user', () => {
    expect(issues(trialFormSchema.safeParse({ product: '' }))).toEqual([['product', 'ra.validation.required']]);
    expect(trialFormSchema.safeParse({ product: 'Radar' }).success).toBe(true);
    expect(issues(dataCollectionProvisionSchema.safeParse({ region: '' }))).toEqual([['region', 'ra.validation.required']]);
    expect(issues(termsAcceptanceSchema.safeParse({ accepted: false }))).toEqual([['accepted', 'ra.validation.required']]);
    expect(issues(addOrganizationsSchema.safeParse({ organizations: [] }))).toEqual([['organizations', 'ra.validation.required']]);
    expect(addOrganizationsSchema.safeParse({ organizations: [4] }).success).toBe(true);
    expect(issues(checkPermissionsSchema.safeParse({ userId: '' }))).toEqual([['userId', 'ra.validation.required']]);
  });

  it("checks the tenant name by each context's rule", () => {
    expect(issues(connectTenantFormSchema.safeParse({ tenantName: 'a-b' }))).toEqual([['tenantName', 'userPage.tenantNameInvalid']]);
    expect(setupTenantFormSchema.safeParse({ tenantName: 'a-b.onmicrosoft.com' }).success).toBe(true);
  });
});
