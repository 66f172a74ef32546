import { writeCount, useTestSandbox } from '../../tests/server';
import { directoryStateCookie, hierarchyKit } from '../../tests/server/requests';
import { PREFERRED_APPLICATION } from '../services/tenants';
import { GLOBAL_READER_ROLE_ID } from './graph';

const sb = useTestSandbox();
const kit = hierarchyKit(sb);
let tenant: string;
beforeAll(async () => {
  tenant = sb.db.prepare('SELECT id FROM directory_tenants WHERE organization_id = ?').pluck().get(kit.orgId('Contoso Pharmaceuticals')) as string;
});

const scope = 'https://graph.microsoft.com/Application.ReadWrite.All https://graph.microsoft.com/RoleManagement.ReadWrite.Directory';
const redirect = () => `${sb.publicUrl}/appProvisionTest`;
/** A decision from the browser of customer.admin's console session (the state the page requires). */
const form = async (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/emulated/identity/authorize/decision',
  headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: await directoryStateCookie(sb, 'customer.admin@sandbox.test') },
  payload: new URLSearchParams(fields).toString(),
});
async function signIn(scopes = scope): Promise<string> {
  const res = await sb.app.inject(
    await form({ client_id: 'tenant-console', redirect_uri: redirect(), state: 's1', scope: scopes, tenant, decision: 'accept' }),
  );
  expect(res.statusCode).toBe(303);
  const url = new URL(res.headers.location as string);
  expect(`${url.origin}${url.pathname}`).toBe(redirect());
  const answer = new URLSearchParams(url.hash.slice(1));
  expect(answer.get('token_type')).toBe('Bearer');
  expect(answer.get('expires_in')).toBe('3600');
  expect(answer.get('state')).toBe('s1');
  return answer.get('access_token')!;
}
const graph = (token: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, headers: Record<string, string> = {}) =>
  sb.app.inject({
    method,
    url: `/emulated/graph/v1.0${path}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload ? { payload } : {}),
  });
const search = `/servicePrincipals?$search=${encodeURIComponent(`"appId:${PREFERRED_APPLICATION.clientId}"`)}&$select=id`;

describe('emulated identity provider', () => {
  it('shows the requested scopes on an accessible page and refuses a redirect outside PUBLIC_URL', async () => {
    const q = new URLSearchParams({ client_id: 'tenant-console', redirect_uri: redirect(), response_type: 'token', scope, state: 'x', tenant });
    const page = await sb.app.inject({ method: 'GET', url: `/emulated/identity/authorize?${q}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('RoleManagement.ReadWrite.Directory');
    expect(page.body).toContain('<html lang="en">');
    q.set('redirect_uri', 'https://evil.example/appProvisionTest');
    expect((await sb.app.inject({ method: 'GET', url: `/emulated/identity/authorize?${q}` })).statusCode).toBe(400);
    q.set('redirect_uri', redirect());
    q.set('tenant', '00000000-0000-4000-8000-000000000000');
    expect((await sb.app.inject({ method: 'GET', url: `/emulated/identity/authorize?${q}` })).statusCode).toBe(400);
  });

  it('cancel answers access_denied in the fragment', async () => {
    const res = await sb.app.inject(await form({ client_id: 'c', redirect_uri: redirect(), state: 's', scope, tenant, decision: 'cancel' }));
    expect(new URLSearchParams(new URL(res.headers.location as string).hash.slice(1)).get('error')).toBe('access_denied');
  });
});

describe('emulated directory graph: the automatic global reader setup', () => {
  it('finds the service principal, assigns Global Reader, reads it back, deletes the principal; the tenant then has the role', async () => {
    const orgId = kit.orgId('Contoso Pharmaceuticals');
    const check = () => kit.call('customer.admin@sandbox.test', 'GET', `/svc/reporting/us/api/tenants/${orgId}/isGlobalReaderAssigned`);
    expect((await check()).statusCode).toBe(424);
    const token = await signIn();
    expect((await graph(token, 'GET', search)).statusCode).toBe(400); // no ConsistencyLevel header
    const found = await graph(token, 'GET', search, undefined, { consistencylevel: 'eventual' });
    expect(found.statusCode).toBe(200);
    const principalId = found.json().value[0].id as string;
    const body = { roleDefinitionId: GLOBAL_READER_ROLE_ID, principalId, directoryScopeId: '/' };
    const assigned = await graph(token, 'POST', '/roleManagement/directory/roleAssignments', body);
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json()).toMatchObject({ ...body, id: expect.any(String) });
    const read = await graph(token, 'GET', `/roleManagement/directory/roleAssignments/${assigned.json().id}`);
    expect(read.json()).toMatchObject({ id: assigned.json().id, ...body });
    expect((await graph(token, 'DELETE', `/servicePrincipals(appId='${PREFERRED_APPLICATION.clientId}')`)).statusCode).toBe(204);
    expect((await graph(token, 'GET', search, undefined, { consistencylevel: 'eventual' })).json().value).toEqual([]);
    const after = await check();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toBe(true);
  });

  it('401 without or with a foreign token; 403 without the scope; 400 for a malformed body with nothing written', async () => {
    expect((await sb.app.inject({ method: 'GET', url: `/emulated/graph/v1.0${search}`, headers: { consistencylevel: 'eventual' } })).statusCode).toBe(
      401,
    );
    const sandboxToken = await sb.tokenFor('tms.admin@sandbox.test');
    expect((await graph(sandboxToken, 'GET', search, undefined, { consistencylevel: 'eventual' })).statusCode).toBe(401);
    const readOnly = await signIn('https://graph.microsoft.com/Directory.Read.All');
    const body = { roleDefinitionId: GLOBAL_READER_ROLE_ID, principalId: '00000000-0000-4000-8000-000000000000', directoryScopeId: '/' };
    expect((await graph(readOnly, 'POST', '/roleManagement/directory/roleAssignments', body)).statusCode).toBe(403);
    const token = await signIn();
    const after = writeCount(sb.db);
    expect((await graph(token, 'POST', '/roleManagement/directory/roleAssignments', { ...body, directoryScopeId: '/x' })).statusCode).toBe(400);
    expect((await graph(token, 'POST', '/roleManagement/directory/roleAssignments', body)).statusCode).toBe(400);
    expect(writeCount(sb.db)).toBe(after);
  });
});

describe("the preferred application's public key (doc 000 §7: the preferred answer triggers a public-key fetch)", () => {
  it('answers at the publicKeyUrl of GET …/azureApplications/preferred with a PEM key, and 404 for another application', async () => {
    const preferred = await sb.app.inject({
      method: 'GET',
      url: '/svc/account/api/v1.0/azureApplications/preferred',
      headers: await sb.authHeader('tms.admin@sandbox.test'),
    });
    expect(preferred.statusCode).toBe(200);
    const url = new URL(preferred.json().publicKeyUrl);
    expect(url.pathname).toBe(`/emulated/graph/applications/${PREFERRED_APPLICATION.id}/publicKey`);
    const key = await sb.app.inject({ method: 'GET', url: url.pathname });
    expect(key.statusCode).toBe(200);
    expect(key.json().publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(key.json().keyId).toMatch(/^[0-9a-f]{16}$/);
    const other = await sb.app.inject({ method: 'GET', url: '/emulated/graph/applications/00000000-0000-4000-8000-000000000000/publicKey' });
    expect(other.statusCode).toBe(404);
  });
});
