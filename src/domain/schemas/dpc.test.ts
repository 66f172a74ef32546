import { DPC_TOKEN, dpcApplicationUrl, dpcErrorMessage, dpcErrorSchema, dpcStatusHost } from './dpc';

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

describe('dpcStatusHost (where the DPC status is read)', () => {
  const region = (url: string) => ({ endpointName: 'DPC Available Region', endpointUrl: url });
  const master = { endpointName: 'DPC Master Application', endpointUrl: 'https://dpc-eu/' };
  it('prefers the host a job was started on, then the master application, then the first open region', () => {
    expect(dpcStatusHost('https://dpc-s1/', [master, region('https://dpc-us/')])).toBe('https://dpc-s1/');
    expect(dpcStatusHost(null, [region('https://dpc-us/'), master])).toBe('https://dpc-eu/');
    expect(dpcStatusHost(null, [region('https://dpc-us/'), region('https://dpc-eu/')])).toBe('https://dpc-us/');
  });
  it('is null when no DPC host is known', () => {
    expect(dpcStatusHost(null, [])).toBeNull();
    expect(dpcStatusHost(null, [{ endpointName: 'Reporting', endpointUrl: 'https://r/' }])).toBeNull();
  });
});

describe('dpcErrorMessage (doc 000 §7: details[0].message)', () => {
  it('reads details[0].message first, then message', () => {
    expect(dpcErrorMessage({ message: 'Bad Request', details: [{ message: 'This alias is reserved' }] })).toBe('This alias is reserved');
    expect(dpcErrorMessage({ message: 'Forbidden' })).toBe('Forbidden');
    expect(dpcErrorMessage({ details: [] })).toBeUndefined();
  });
});
