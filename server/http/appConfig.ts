import { appConfigSchema, defaultBrand, type AppConfig, type RegionKey } from '../../src/domain';

/** Path segment of each region under the regional services: /svc/reporting/us|eu|s1. */
export const regionSegment: Record<RegionKey, 'us' | 'eu' | 's1'> = { US: 'us', EMEA: 'eu', S1: 's1' };

export const CONSOLE_CLIENT_ID = 'tenant-console';

/** The runtime /config.json: every service of the sandbox, absolute under PUBLIC_URL. */
/** `brand`: the brand as sold (default: the vendor's own, `defaultBrand`); the services enforce its rules. */
export function buildAppConfig(publicUrl: string, brand: Partial<AppConfig['brand']> = {}): AppConfig {
  const at = (path: string) => `${publicUrl}${path}`;
  const region = (key: RegionKey) => ({
    reporting: at(`/svc/reporting/${regionSegment[key]}`),
    dataQuery: at(`/svc/data-query/${regionSegment[key]}`),
  });
  return appConfigSchema.parse({
    environment: 'QA',
    authority: { url: at('/authority'), clientId: CONSOLE_CLIENT_ID },
    services: {
      account: at('/svc/account'),
      location: at('/svc/location'),
      identity: at('/svc/identity'),
      analytics: at('/svc/analytics'),
      authSettings: at('/svc/auth-settings'),
      dataManagement: at('/svc/data-management'),
      alerting: at('/svc/alerting'),
      audit: at('/svc/audit'),
      changes: at('/svc/changes'),
    },
    regions: { US: region('US'), EMEA: region('EMEA'), S1: region('S1') },
    brand: { ...defaultBrand, ...brand },
    emulated: {
      consent: at('/emulated/consent'),
      identity: at('/emulated/identity'),
      graph: at('/emulated/graph'),
      cardProvider: at('/emulated/cards'),
      cardPublishableKey: 'pk_test_sandbox',
    },
  });
}
