import { OrganizationType } from '../organizationTypes';
import { firstMessages } from './messages';
import {
  childOrganizationDefaults,
  childOrganizationSchema,
  childOrganizationToCreateBody,
  childOrganizationToManagedBody,
  childTypeMessage,
  createOrganizationBodySchema,
  organizationNameMessages,
  organizationNameSchema,
  updateManagedOrganizationBodySchema,
} from './organization';

describe('organization name (doc 000 §5)', () => {
  it('accepts an ordinary name and exactly 150 characters', () => {
    expect(organizationNameMessages('Contoso Ltd')).toEqual([]);
    expect(organizationNameMessages('a'.repeat(150))).toEqual([]);
  });
  it('rejects blank names', () => {
    expect(organizationNameMessages('')).toEqual([{ key: 'organization.validation.blank' }]);
    expect(organizationNameMessages('   ')).toEqual([{ key: 'organization.validation.blank' }]);
    expect(organizationNameMessages(undefined)).toEqual([{ key: 'organization.validation.blank' }]);
  });
  it('rejects 151 characters with the limit as parameter', () => {
    expect(organizationNameMessages('a'.repeat(151))).toEqual([{ key: 'organization.validation.tooLong', params: { number: 150 } }]);
  });
  it('rejects @', () => {
    expect(organizationNameMessages('ops@contoso')).toEqual([{ key: 'organization.validation.name' }]);
  });
  it('the schema carries the key and params', () => {
    const r = organizationNameSchema.safeParse('@'.repeat(151));
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.error.issues.map((i) => i.message)).toEqual(['organization.validation.tooLong', 'organization.validation.name']);
      expect(firstMessages(r.error)['']).toEqual({ key: 'organization.validation.tooLong', params: { number: 150 } });
    }
  });
});

describe('child organization form (doc 000 §2)', () => {
  it('defaults: parentCanManage true, parentCanView false, Tenant Customer', () => {
    expect(childOrganizationDefaults).toMatchObject({ parentCanManage: true, parentCanView: false, organizationType: 5 });
  });
  it('the defaults are invalid only because of the empty name', () => {
    const r = childOrganizationSchema.safeParse(childOrganizationDefaults);
    expect(r.success).toBe(false);
    if (!r.success) expect(firstMessages(r.error)).toEqual({ name: { key: 'organization.validation.blank' } });
    expect(childOrganizationSchema.safeParse({ ...childOrganizationDefaults, name: 'Fabrikam' }).success).toBe(true);
  });
  it('maps to the create body and the managed body, each flag its own value', () => {
    const values = { ...childOrganizationDefaults, name: '  Fabrikam ', parentCanView: true, parentCanManage: false };
    const body = childOrganizationToCreateBody(values, 20);
    expect(body).toEqual({ name: 'Fabrikam', parentOrganizationId: 20, parentCanView: true, parentCanManage: false, organizationType: 5 });
    expect(createOrganizationBodySchema.parse(body)).toEqual(body);
    const managed = childOrganizationToManagedBody(values);
    expect(managed).toEqual({ name: 'Fabrikam', parentCanView: true, parentCanManage: false });
    expect(updateManagedOrganizationBodySchema.parse(managed)).toEqual(managed);
  });
  it('the create body refuses unknown keys, bad types and bad names', () => {
    const ok = { name: 'A', parentOrganizationId: 1, parentCanView: false, parentCanManage: true, organizationType: 5 };
    expect(createOrganizationBodySchema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
    expect(createOrganizationBodySchema.safeParse({ ...ok, organizationType: 6 }).success).toBe(false);
    expect(createOrganizationBodySchema.safeParse({ ...ok, parentOrganizationId: 0 }).success).toBe(false);
    expect(createOrganizationBodySchema.safeParse({ ...ok, name: 'a@b' }).success).toBe(false);
  });
  it('childTypeMessage follows the allowed child types', () => {
    expect(childTypeMessage(OrganizationType.Partner, OrganizationType.TenantCustomer)).toBeUndefined();
    expect(childTypeMessage(OrganizationType.TenantCustomer, OrganizationType.TenantCustomer)).toEqual({
      key: 'organization.validation.childType',
    });
  });
});
