import { z } from 'zod';
import { GLOBAL_READER_RETURN_PATH, GLOBAL_READER_SCOPES, servicePrincipalSearch } from '../../domain/globalReader';
import { appendQuery, buildUrl, createHttpClient, seg, type HttpClient } from '../http';

const servicePrincipalsAnswer = z.object({ value: z.array(z.object({ id: z.string() })) });
const roleAssignmentAnswer = z.object({ id: z.string(), roleDefinitionId: z.string(), principalId: z.string(), directoryScopeId: z.string() });
export type RoleAssignment = z.infer<typeof roleAssignmentAnswer>;

/**
 * Doc 002 §7 "Directory graph service (bearer token, eventual-consistency header)" and doc 001 §7
 * (the role-assignment read "with a bearer token and an eventual-consistency header"): every call
 * carries it, not only the service-principal search that the graph refuses without it.
 */
const CONSISTENCY = { ConsistencyLevel: 'eventual' } as const;

/**
 * The directory graph service (doc 000 §7 "Directory graph service"), called with the bearer token
 * of the identity provider's sign-in, never with the console's own token. `base` is the graph host
 * (config `emulated.graph`); the calls are under its `/v1.0`.
 */
export function createDirectoryGraphService(base: string, fetchImpl?: typeof fetch) {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const client = (token: string): HttpClient =>
    createHttpClient({
      getAccessToken: async () => token,
      fetch: (input, init) => doFetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), ...CONSISTENCY } }),
    });
  const url = (path: string) => buildUrl(base, `/v1.0/${path}`);

  return {
    /** GET servicePrincipals?$search="appId:{id}"&$select=id → value[0].id, or null. */
    async findServicePrincipal(token: string, appId: string): Promise<string | null> {
      const answer = await client(token).request(url('servicePrincipals'), {
        query: { $search: servicePrincipalSearch(appId), $select: 'id' },
        schema: servicePrincipalsAnswer,
      });
      return answer.value[0]?.id ?? null;
    },

    /** POST roleManagement/directory/roleAssignments {roleDefinitionId, principalId, directoryScopeId: '/'} → the assignment. */
    assignDirectoryRole: (token: string, roleDefinitionId: string, principalId: string) =>
      client(token).request(url('roleManagement/directory/roleAssignments'), {
        method: 'POST',
        body: { roleDefinitionId, principalId, directoryScopeId: '/' },
        schema: roleAssignmentAnswer,
      }),

    /** GET roleManagement/directory/roleAssignments/{id}: the read-back. */
    getRoleAssignment: (token: string, assignmentId: string) =>
      client(token).request(url(`roleManagement/directory/roleAssignments/${seg(assignmentId)}`), { schema: roleAssignmentAnswer }),

    /** DELETE servicePrincipals(appId='{id}'). */
    async deleteServicePrincipal(token: string, appId: string): Promise<void> {
      await client(token).request(url(`servicePrincipals(appId='${seg(appId)}')`), { method: 'DELETE' });
    },
  };
}
export type DirectoryGraphService = ReturnType<typeof createDirectoryGraphService>;

/**
 * The identity provider's implicit sign-in (doc 002 §4: "implicit token with scopes for application
 * read/write and directory role-management read/write, return to /appProvisionTest").
 */
export function globalReaderAuthorizeUrl(identityBase: string, p: { clientId: string; origin: string; state: string; tenant: string }): string {
  return appendQuery(buildUrl(identityBase, '/authorize'), {
    client_id: p.clientId,
    redirect_uri: `${p.origin}${GLOBAL_READER_RETURN_PATH}`,
    response_type: 'token',
    scope: GLOBAL_READER_SCOPES.join(' '),
    state: p.state,
    tenant: p.tenant,
  });
}
