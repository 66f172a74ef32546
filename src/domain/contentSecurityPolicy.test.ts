import { appConfigSchema, defaultBrand, type AppConfig } from './config';
import { configOrigins, consoleContentSecurityPolicy, parseContentSecurityPolicy } from './contentSecurityPolicy';

/** A deployment's config.json: the console on its own host, the vendor's services on theirs. */
const realServices: AppConfig = appConfigSchema.parse({
  environment: 'PROD',
  authority: { url: 'https://login.vendor.example/tenant', clientId: 'tenant-console' },
  services: {
    account: 'https://account.vendor.example/',
    location: 'https://account.vendor.example/location',
    identity: 'https://identity.vendor.example',
    analytics: 'https://analytics.vendor.example',
    authSettings: 'https://identity.vendor.example/settings',
    dataManagement: 'https://data.vendor.example',
    alerting: 'https://alerts.vendor.example',
    audit: 'https://audit.vendor.example:8443/log',
    changes: 'https://audit.vendor.example:8443/changes',
  },
  regions: {
    US: { reporting: 'https://us.reporting.vendor.example', dataQuery: 'https://us.query.vendor.example' },
    EMEA: { reporting: 'https://eu.reporting.vendor.example', dataQuery: 'https://eu.query.vendor.example' },
    S1: { reporting: 'https://eu.reporting.vendor.example/s1', dataQuery: 'https://eu.query.vendor.example/s1' },
  },
  brand: defaultBrand,
  emulated: {
    consent: 'https://login.microsoftonline.example/common/adminconsent',
    identity: 'https://login.microsoftonline.example/common/oauth2/v2.0',
    graph: 'https://graph.microsoft.example',
    cardProvider: 'https://api.cards.example',
    cardPublishableKey: 'pk_live_x',
  },
});

describe("the console's Content-Security-Policy", () => {
  it('allows calls to its own origin and to every origin config.json names, each once, and nothing else', () => {
    const policy = parseContentSecurityPolicy(consoleContentSecurityPolicy(realServices));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://account.vendor.example',
      'https://alerts.vendor.example',
      'https://analytics.vendor.example',
      'https://api.cards.example',
      'https://audit.vendor.example:8443',
      'https://data.vendor.example',
      'https://eu.query.vendor.example',
      'https://eu.reporting.vendor.example',
      'https://graph.microsoft.example',
      'https://identity.vendor.example',
      'https://login.microsoftonline.example',
      'https://login.vendor.example',
      'https://us.query.vendor.example',
      'https://us.reporting.vendor.example',
    ]);
    expect(configOrigins(realServices)).toEqual(policy.get('connect-src')!.slice(1));
  });

  it('runs only its own scripts, without eval, and may not be framed', () => {
    const policy = parseContentSecurityPolicy(consoleContentSecurityPolicy(realServices));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('reads a served policy by directive, the first of a repeated one winning as in browsers', () => {
    const policy = parseContentSecurityPolicy("default-src 'self';  Script-Src 'self' https://cdn.example ; script-src *; ");
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example']);
    expect([...policy.keys()]).toEqual(['default-src', 'script-src']);
  });
});
