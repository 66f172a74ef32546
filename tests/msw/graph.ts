import { http, HttpResponse } from 'msw';
import { testConfig } from './config';

/** The bearer token the emulated identity provider hands back in these tests. */
export const graphTestToken = 'graph-token-1';
export const graphPrincipalId = '0b6c3a5e-1f2d-4c7b-8a9e-112233445566';
export const graphAssignmentId = '5d1e2f3a-4b5c-4d6e-8f70-8899aabbccdd';

const graph = (path: string) => `${testConfig.emulated.graph}/v1.0${path}`;
const unauthorized = () => HttpResponse.json({ message: 'Access token is missing or invalid' }, { status: 401 });

/**
 * The directory graph calls of the automatic global reader setup (docs/api.md "Emulated identity
 * provider and directory graph"), answering only `graphTestToken`. `fail` makes one call answer an error.
 */
export function graphHandlers(options: { fail?: 'lookup' | 'assign' | 'readBack' | 'delete'; noPrincipal?: boolean } = {}) {
  const state = { assigned: false, deleted: false };
  const authorized = (request: Request) => request.headers.get('authorization') === `Bearer ${graphTestToken}`;
  const assignment = {
    id: graphAssignmentId,
    roleDefinitionId: 'f2ef992c-3afb-46b9-b7cf-a126ee74c451',
    principalId: graphPrincipalId,
    directoryScopeId: '/',
  };
  const handlers = [
    http.get(graph('/servicePrincipals'), ({ request }) => {
      if (!authorized(request)) return unauthorized();
      if (request.headers.get('consistencylevel') !== 'eventual')
        return HttpResponse.json({ message: 'ConsistencyLevel: eventual needed' }, { status: 400 });
      if (options.fail === 'lookup') return HttpResponse.json({ message: 'Directory unavailable' }, { status: 503 });
      return HttpResponse.json({ value: options.noPrincipal || state.deleted ? [] : [{ id: graphPrincipalId }] });
    }),
    http.post(graph('/roleManagement/directory/roleAssignments'), ({ request }) => {
      if (!authorized(request)) return unauthorized();
      if (options.fail === 'assign') return HttpResponse.json({ message: 'Insufficient privileges to complete the operation' }, { status: 403 });
      state.assigned = true;
      return HttpResponse.json(assignment, { status: 201 });
    }),
    http.get(graph('/roleManagement/directory/roleAssignments/:id'), ({ request, params }) => {
      if (!authorized(request)) return unauthorized();
      if (options.fail === 'readBack' || params.id !== graphAssignmentId)
        return HttpResponse.json({ message: `Resource '${String(params.id)}' does not exist` }, { status: 404 });
      return HttpResponse.json(assignment);
    }),
    http.delete(/\/emulated\/graph\/v1\.0\/servicePrincipals\(appId='[0-9a-zA-Z-]+'\)$/, ({ request }) => {
      if (!authorized(request)) return unauthorized();
      if (options.fail === 'delete') return HttpResponse.json({ message: 'Deletion refused' }, { status: 500 });
      state.deleted = true;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, state };
}
