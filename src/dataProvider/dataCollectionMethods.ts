import type { AppConfig, RegionKey } from '../domain/config';
import { withDetailKey } from './ApiError';
import { regionKeys } from '../domain/config';
import { demoStatusSchema, jobStopAnswerSchema, type DemoStatusAnswer, type SignupStatus } from '../domain/schemas/dataCollection';
import { REPORTING_ENDPOINT_NAME } from '../domain/status/provisioning';
import { buildUrl, createHttpClient, seg } from './http';
import { createSignupService } from './services/signup';
import type { Services, Session } from './types';

/** The sign-up status with the region preset by the organization's Reporting endpoint, if any. */
export interface DataCollectionStatus extends SignupStatus {
  /** Doc 000 §4 "a data provisioning endpoint is preset": the Reporting endpoint's region. */
  presetRegion: RegionKey | null;
}

/** The Data Collection tab's methods of the data provider. */
export interface DataCollectionMethods {
  getDataCollectionStatus(orgId: number): Promise<DataCollectionStatus>;
  /** InitTenant on the chosen region's host, as the signed-in user. */
  initTenant(orgId: number, region: RegionKey): Promise<SignupStatus>;
  deprovisionDataCollection(orgId: number): Promise<void>;
  setDataCollectionHold(orgId: number, hold: boolean): Promise<SignupStatus>;
  isGlobalReaderAssigned(orgId: number): Promise<boolean>;
  /** GET {data-management}/api/v1.0/Jobs/{jobId}/Stop. */
  stopJob(jobId: string): Promise<void>;
  /** GET /api/tenants/{orgId}/getTenantDemoStatus. */
  getDemoStatus(orgId: number): Promise<DemoStatusAnswer>;
  /** PATCH /api/tenants/{orgId}/setTenantDemo: starts a demo-data copy. */
  copyDemoData(orgId: number): Promise<DemoStatusAnswer>;
}

export function createDataCollectionMethods(
  services: Services,
  config: AppConfig,
  session: Session,
  fetchImpl?: typeof fetch,
): DataCollectionMethods {
  const http = createHttpClient({
    getAccessToken: () => session.getAccessToken(),
    renewAccessToken: session.renewAccessToken ? (stale) => session.renewAccessToken!(stale) : undefined,
    fetch: fetchImpl,
  });
  const signup = createSignupService(http);
  const regionHost = (region: RegionKey) => config.regions[region]?.reporting;
  const anyHost = () => regionKeys.map(regionHost).find((h): h is string => !!h) ?? '';

  /** The Reporting endpoint (address and region) or, without one, the first configured regional host. */
  const hostOf = async (orgId: number) => {
    const locations = await services.location.getServiceLocations(orgId);
    for (const l of locations)
      for (const e of l.endpoints) if (e.endpointName === REPORTING_ENDPOINT_NAME) return { host: e.endpointUrl, region: e.region };
    return { host: anyHost(), region: null };
  };

  return {
    async getDataCollectionStatus(orgId) {
      const { host, region } = await hostOf(orgId);
      // Doc 002 §8 key radarProvisioning.statuses.error: what a status failure says without a server message.
      return { ...(await withDetailKey('radarProvisioning.statuses.error', () => signup.status(host, orgId))), presetRegion: region };
    },
    async initTenant(orgId, region) {
      const profile = await session.getProfile();
      // Doc 002 §8 key radarProvisioning.innitTenant.error: what an init failure says without a server message.
      return withDetailKey('radarProvisioning.innitTenant.error', () =>
        signup.initTenant(regionHost(region) ?? anyHost(), orgId, profile.userId, { region }),
      );
    },
    deprovisionDataCollection: async (orgId) => signup.deprovision((await hostOf(orgId)).host, orgId),
    setDataCollectionHold: async (orgId, hold) => signup.setHold((await hostOf(orgId)).host, orgId, hold),
    isGlobalReaderAssigned: async (orgId) => (await signup.isGlobalReaderAssigned((await hostOf(orgId)).host, orgId)) === true,
    getDemoStatus: async (orgId) =>
      http.request(buildUrl((await hostOf(orgId)).host, `/api/tenants/${seg(orgId)}/getTenantDemoStatus`), { schema: demoStatusSchema }),
    copyDemoData: async (orgId) =>
      http.request(buildUrl((await hostOf(orgId)).host, `/api/tenants/${seg(orgId)}/setTenantDemo`), { method: 'PATCH', schema: demoStatusSchema }),
    async stopJob(jobId) {
      await http.request(buildUrl(config.services.dataManagement, `/api/v1.0/Jobs/${seg(jobId)}/Stop`), { schema: jobStopAnswerSchema });
    },
  };
}
