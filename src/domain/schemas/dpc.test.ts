import { DPC_TOKEN, dpcApplicationUrl, dpcErrorSchema } from './dpc';

describe('DPC call (doc 000 §7, §9)', () => {
  it('builds PUT {region endpointUrl}{token}{orgId}/application with the API version as token', () => {
    expect(DPC_TOKEN).toBe('2019-06-01-alpha/organizations/');
    expect(dpcApplicationUrl('http://h/svc/dpc/us/', 42)).toBe('http://h/svc/dpc/us/2019-06-01-alpha/organizations/42/application');
    expect(dpcApplicationUrl('http://h/svc/dpc/us', 42)).toBe('http://h/svc/dpc/us/2019-06-01-alpha/organizations/42/application');
  });
  it('an error answer carries details[0].message', () => {
    expect(dpcErrorSchema.safeParse({ message: 'x', details: [{ message: 'x' }] }).success).toBe(true);
    expect(dpcErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});
