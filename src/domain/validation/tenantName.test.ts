import {
  connectTenantNameMessage,
  connectTenantNameSchema,
  defaultVerifiedDomain,
  isValidConnectTenantName,
  isValidSetupTenantName,
  setupTenantNameMessage,
  setupTenantNameSchema,
  stripTenantSuffix,
  tenantDomainOf,
  tenantNameForConnect,
} from './tenantName';

describe('tenant name (doc 000 §5, doc 001 §5, doc 002 §5)', () => {
  it('strips the .onmicrosoft.com suffix in any case', () => {
    expect(stripTenantSuffix('contoso.onmicrosoft.com')).toBe('contoso');
    expect(stripTenantSuffix(' Contoso.OnMicrosoft.com ')).toBe('Contoso');
    expect(stripTenantSuffix('contoso')).toBe('contoso');
    expect(tenantDomainOf('contoso')).toBe('contoso.onmicrosoft.com');
    expect(tenantDomainOf('contoso.onmicrosoft.com')).toBe('contoso.onmicrosoft.com');
  });
  it('connect: letters and digits only', () => {
    expect(isValidConnectTenantName('contoso365')).toBe(true);
    expect(isValidConnectTenantName('contoso365.onmicrosoft.com')).toBe(true);
    expect(connectTenantNameMessage('contoso-eu')).toEqual({ key: 'userPage.tenantNameInvalid' });
    expect(connectTenantNameMessage('contoso.com')).toEqual({ key: 'userPage.tenantNameInvalid' });
    expect(connectTenantNameMessage('')).toEqual({ key: 'ra.validation.required' });
    expect(connectTenantNameMessage('.onmicrosoft.com')).toEqual({ key: 'ra.validation.required' });
  });
  it('setup: letters, digits and hyphens', () => {
    expect(isValidSetupTenantName('contoso-eu')).toBe(true);
    expect(setupTenantNameMessage('contoso_eu')).toEqual({ key: 'userPage.tenantNameInvalid', params: { context: 'setup' } });
    expect(setupTenantNameMessage('  ')).toEqual({ key: 'ra.validation.required' });
  });
  it('schemas', () => {
    expect(connectTenantNameSchema.safeParse('contoso').success).toBe(true);
    expect(connectTenantNameSchema.safeParse('con-toso').success).toBe(false);
    expect(setupTenantNameSchema.safeParse('con-toso').success).toBe(true);
  });
  it('an already connected tenant uses its default verified domain', () => {
    const tenant = {
      verifiedDomains: [
        { domainName: 'contoso.onmicrosoft.com', isDefault: false },
        { domainName: 'contoso.com', isDefault: true },
      ],
    };
    expect(defaultVerifiedDomain(tenant.verifiedDomains)).toBe('contoso.com');
    expect(tenantNameForConnect('ignored', tenant)).toBe('contoso.com');
    expect(tenantNameForConnect('fabrikam.onmicrosoft.com', null)).toBe('fabrikam');
    expect(tenantNameForConnect('fabrikam', { verifiedDomains: [] })).toBe('fabrikam');
  });
});
