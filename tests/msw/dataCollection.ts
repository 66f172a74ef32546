import { http, HttpResponse } from 'msw';
import type { SignupStatus } from '../../src/domain/schemas/dataCollection';
import { testOrigin } from './config';

/** Any regional reporting host of testConfig (reporting-us, reporting-emea, reporting-s1). */
const reporting = (path: string) => `${testOrigin}/svc/:reportingHost${path}`;

const components = (value: string | null) => ({
  databaseUpdateStatus: value,
  endpointLocationStatus: value,
  fabricApplicationStatus: value,
  resourceGroupStatus: value,
  overallStatus: value,
});

/** A sign-up status as the sandbox answers it (docs/api.md issue 6). */
export function signupStatus(orgId: number, overrides: Partial<SignupStatus> = {}): SignupStatus {
  return {
    organizationId: orgId,
    name: `Organization ${orgId}`,
    alias: null,
    status: 1,
    hold: false,
    region: 'US',
    ...components('Success'),
    availableRegions: ['US', 'EMEA', 'S1'],
    ...overrides,
  };
}
export const notSignedUp = (orgId: number) => signupStatus(orgId, { status: 0, region: null, ...components(null) });
export const running = (orgId: number) => signupStatus(orgId, { status: 2, ...components('InProgress') });

/**
 * The reporting sign-up routes over one mutable store: InitTenant starts a run that the next
 * status reads finish (`readsUntilDone`), SetHold flips hold, DeleteTenant de-provisions.
 */
export function dataCollectionHandlers(
  store: Record<number, SignupStatus>,
  options: { readsUntilDone?: number; failRun?: boolean; jobs?: Record<string, string | number | null>[] } = {},
) {
  let reads = 0;
  const jobs = options.jobs ?? [];
  return [
    http.post(`${testOrigin}/svc/:dataQueryHost/api/v1.0/query`, () =>
      HttpResponse.json({ datasource: 'cojac_latest_job_results_v2', offset: 0, limit: 1000, rows: jobs }),
    ),
    http.get(`${testOrigin}/svc/data-management/api/v1.0/Jobs/:jobId/Stop`, ({ params }) => {
      const job = jobs.find((j) => j.JobId === params.jobId);
      if (job) job.MostRecentJobStatus = 'Stopped';
      return HttpResponse.json({ jobId: params.jobId, status: 'Stopped' });
    }),
    http.get(reporting('/api/Signup/Status'), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('organizationId'));
      const s = store[id];
      if (s?.status === 2 && ++reads >= (options.readsUntilDone ?? 1)) {
        store[id] = options.failRun
          ? signupStatus(id, { status: 0, resourceGroupStatus: 'Success', databaseUpdateStatus: 'Failed', endpointLocationStatus: 'NotStarted', fabricApplicationStatus: 'NotStarted', overallStatus: 'Failed' })
          : signupStatus(id, { region: s.region });
      }
      return HttpResponse.json(store[id]);
    }),
    http.post(reporting('/api/Signup/InitTenant'), async ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('organizationId'));
      const { region } = (await request.json()) as { region: SignupStatus['region'] };
      store[id] = { ...running(id), region };
      return HttpResponse.json(store[id], { status: 202 });
    }),
    http.post(reporting('/api/Signup/SetHold'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const id = Number(q.get('organizationId'));
      store[id] = { ...store[id], hold: q.get('hold') === 'true' };
      return HttpResponse.json(store[id]);
    }),
    http.delete(reporting('/api/Signup/DeleteTenant'), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('organizationId'));
      store[id] = { ...store[id], status: 3 };
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** A job row of the job datasource (docs/api.md issue 6). */
export const job = (id: string, overrides: Record<string, string | number | null> = {}) => ({
  JobId: id,
  OrgId: 40,
  TenantDomain: 'contoso.onmicrosoft.com',
  JobName: 'Mailbox scan',
  QueuedOn: '2026-11-20T08:00:00Z',
  StartedOn: '2026-11-20T08:01:00Z',
  MostRecentTimeCompletedSuccessfully: '2026-11-20T09:02:03Z',
  CompletedSuccessfullyDateAsOf: '2026-11-20T09:00:00Z',
  MostRecentJobStatus: 'Succeeded',
  ...overrides,
});

/** Demo status and copy over one mutable value; a copy finishes at the second status read after it. */
export function demoHandlers(state: { status: number; lastCopyDate: string }) {
  let readsSinceCopy = 0;
  return [
    http.get(reporting('/api/tenants/:orgId/getTenantDemoStatus'), () => {
      if (state.status === 2 && ++readsSinceCopy >= 2) Object.assign(state, { status: 1, lastCopyDate: new Date().toISOString() });
      return HttpResponse.json(state);
    }),
    http.patch(reporting('/api/tenants/:orgId/setTenantDemo'), () => {
      state.status = 2;
      readsSinceCopy = 0;
      return HttpResponse.json(state, { status: 202 });
    }),
  ];
}
