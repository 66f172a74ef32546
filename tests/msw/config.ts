import { http, HttpResponse } from 'msw';
import { defaultBrand, type AppConfig } from '../../src/domain/config';

/** jsdom's origin in vitest; the sandbox serves every service under it, as here. */
export const testOrigin = 'http://localhost:3000';

/** A valid /config.json as the sandbox serves it. */
export const testConfig: AppConfig = {
  environment: 'QA',
  authority: { url: `${testOrigin}/authority`, clientId: 'tenant-console' },
  services: {
    account: `${testOrigin}/svc/account`,
    location: `${testOrigin}/svc/location`,
    identity: `${testOrigin}/svc/identity`,
    analytics: `${testOrigin}/svc/analytics`,
    authSettings: `${testOrigin}/svc/auth-settings`,
    dataManagement: `${testOrigin}/svc/data-management`,
    alerting: `${testOrigin}/svc/alerting`,
    audit: `${testOrigin}/svc/audit`,
    changes: `${testOrigin}/svc/changes`,
  },
  regions: {
    US: { reporting: `${testOrigin}/svc/reporting-us`, dataQuery: `${testOrigin}/svc/data-query-us` },
    EMEA: { reporting: `${testOrigin}/svc/reporting-emea`, dataQuery: `${testOrigin}/svc/data-query-emea` },
    S1: { reporting: `${testOrigin}/svc/reporting-s1`, dataQuery: `${testOrigin}/svc/data-query-s1` },
  },
  brand: defaultBrand,
  emulated: {
    consent: `${testOrigin}/emulated/consent`,
    identity: `${testOrigin}/emulated/identity`,
    graph: `${testOrigin}/emulated/graph`,
    cardProvider: `${testOrigin}/emulated/card`,
    cardPublishableKey: 'pk_test_sandbox',
  },
};

/** A path of the identity service of the test config. */
export const identityUrl = (path: string) => `${testConfig.services.identity}${path}`;

export const configHandlers = [http.get(`${testOrigin}/config.json`, () => HttpResponse.json(testConfig))];
