import { emptyBoundaryForm, type BoundaryFormValues } from './boundaryForm';
import { scopedFromRestriction } from './filterBuilder';
import { addPlan, callEndpoint, editPlan, type BoundaryCall } from './submitPlan';
import { failedResults, mergeRetry, retryCalls, runSubmit, submitFailed } from './submitRun';

const user = (userId: string, anonymous = false, novaContainerUserId?: number) => ({
  userId,
  firstName: userId,
  lastName: '',
  email: `${userId}@x.test`,
  anonymous,
  allowedActions: [],
  novaContainerUserId,
});
const form = (patch: Partial<BoundaryFormValues>): BoundaryFormValues => ({ ...emptyBoundaryForm(), ...patch });
const brief = (calls: BoundaryCall[]) => calls.map((c) => `${c.httpMethod.toUpperCase()} ${callEndpoint(c)} ${JSON.stringify(c.payload)}`);

describe('add plan (doc 002 §4: create the container, then each user, then each data source)', () => {
  it('orders the calls and writes the builder restriction of azure_users', () => {
    const values = form({
      name: '  Field sales ',
      description: 'EMEA',
      users: [user('u1', true), user('u2')],
      dataSources: [
        { datasource: 'azure_users', allowedFields: ['country'], restriction: '' },
        { datasource: 'azure_devices', allowedFields: [], restriction: '' },
      ],
      scoped: { ...scopedFromRestriction("(country eq 'Germany')"), touched: true },
    });
    expect(brief(addPlan(7, values))).toEqual([
      'POST /api/v1.0/organizations/7/containers {"name":"Field sales","description":"EMEA"}',
      'POST /api/v1.0/containers/{containerId}/users {"userId":"u1","anonymous":true,"allowedActions":[]}',
      'POST /api/v1.0/containers/{containerId}/users {"userId":"u2","anonymous":false,"allowedActions":[]}',
      'POST /api/v1.0/containers/{containerId}/datasources {"datasource":"azure_users","allowedFields":["country"],"restriction":"(country eq \'Germany\')"}',
      'POST /api/v1.0/containers/{containerId}/datasources {"datasource":"azure_devices","allowedFields":[],"restriction":""}',
    ]);
  });
});

describe('edit plan: only the difference', () => {
  const loaded = form({
    name: 'Sales',
    description: 'old',
    users: [user('keep', false, 11), user('drop', false, 12), user('flip', false, 13)],
    dataSources: [
      { datasource: 'azure_users', allowedFields: [], restriction: "(country eq 'X')", datasourceId: 21 },
      { datasource: 'azure_groups', allowedFields: [], restriction: '', datasourceId: 22 },
      { datasource: 'azure_devices', allowedFields: ['displayName'], restriction: '', datasourceId: 23 },
    ],
    scoped: scopedFromRestriction("(country eq 'X')"),
  });
  it('sends nothing when nothing changed (an untouched unsupported restriction is kept as stored)', () => {
    expect(editPlan(5, loaded, structuredClone(loaded))).toEqual([]);
    const odd = form({ ...loaded, scoped: scopedFromRestriction("((a eq 'b'))") });
    expect(editPlan(5, odd, structuredClone(odd))).toEqual([]);
  });
  it('patches name and description, adds, removes and updates users, then data sources, in that order', () => {
    const values = form({
      ...structuredClone(loaded),
      name: 'Sales ',
      description: 'new',
      users: [user('keep', false, 11), user('flip', true, 13), user('new', true)],
      dataSources: [
        { datasource: 'azure_users', allowedFields: [], restriction: "(country eq 'X')", datasourceId: 21 },
        { datasource: 'azure_devices', allowedFields: ['displayName', 'operatingSystem'], restriction: '', datasourceId: 23 },
        { datasource: 'azure_groups_new', allowedFields: [], restriction: '' },
      ],
      scoped: { ...scopedFromRestriction("(country eq 'Y')"), touched: true },
    });
    expect(brief(editPlan(5, loaded, values))).toEqual([
      'PATCH /api/v1.0/containers/5 {"name":"Sales","description":"new"}',
      'POST /api/v1.0/containers/5/users {"userId":"new","anonymous":true,"allowedActions":[]}',
      'DELETE /api/v1.0/containers/5/users/12 null',
      'PATCH /api/v1.0/containers/5/users/13 {"anonymous":true,"allowedActions":[]}',
      'POST /api/v1.0/containers/5/datasources {"datasource":"azure_groups_new","allowedFields":[],"restriction":""}',
      'DELETE /api/v1.0/containers/5/datasources/22 null',
      'PATCH /api/v1.0/containers/5/datasources/21 {"allowedFields":[],"restriction":"(country eq \'Y\')"}',
      'PATCH /api/v1.0/containers/5/datasources/23 {"allowedFields":["displayName","operatingSystem"],"restriction":""}',
    ]);
  });
  it('a user removed and added back is not sent; an unchanged name is not patched', () => {
    const values = form({ ...structuredClone(loaded), users: [user('flip', false), user('drop', false), user('keep', false)] });
    expect(editPlan(5, loaded, values)).toEqual([]);
  });
});

describe('running a plan and retrying only what failed', () => {
  const values = form({
    name: 'B',
    users: [user('u1'), user('u2')],
    dataSources: [{ datasource: 'azure_groups', allowedFields: [], restriction: '' }],
  });
  const sender = (fail: (c: BoundaryCall) => boolean) => {
    const sent: string[] = [];
    const send = async (c: BoundaryCall) => {
      sent.push(`${c.httpMethod} ${callEndpoint(c)}`);
      if (fail(c)) throw new Error(`refused ${callEndpoint(c)}`);
      return c.op === 'createContainer' ? { containerId: 42 } : undefined;
    };
    return { sent, send };
  };
  it('a failed create sends nothing else; the retry creates it and sends the rest with the new id', async () => {
    let failing = true;
    const { sent, send } = sender((c) => failing && c.op === 'createContainer');
    const first = await runSubmit(addPlan(7, values), send);
    expect(sent).toEqual(['post /api/v1.0/organizations/7/containers']);
    expect(submitFailed(first)).toBe(true);
    expect(first.unsent).toHaveLength(3);
    failing = false;
    const second = mergeRetry(first, await runSubmit(retryCalls(first), send, { containerId: first.containerId }));
    expect(sent.slice(1)).toEqual([
      'post /api/v1.0/organizations/7/containers',
      'post /api/v1.0/containers/42/users',
      'post /api/v1.0/containers/42/users',
      'post /api/v1.0/containers/42/datasources',
    ]);
    expect(submitFailed(second)).toBe(false);
    expect(second.containerId).toBe(42);
  });
  it('a failed user call is recorded with its endpoint, payload and message; Retry replays only it', async () => {
    let failing = true;
    const { sent, send } = sender((c) => failing && c.op === 'addUser' && c.payload.userId === 'u2');
    const first = await runSubmit(addPlan(7, values), send);
    expect(sent).toHaveLength(4);
    expect(failedResults(first)).toEqual([
      expect.objectContaining({
        status: 'error',
        httpMethod: 'post',
        endpoint: '/api/v1.0/containers/42/users',
        containerId: 42,
        payload: { userId: 'u2', anonymous: false, allowedActions: [] },
        error: 'refused /api/v1.0/containers/42/users',
      }),
    ]);
    expect(first.results.filter((r) => r.status === 'success')).toHaveLength(3);
    failing = false;
    const retry = await runSubmit(retryCalls(first), send, { containerId: first.containerId });
    expect(sent.slice(4)).toEqual(['post /api/v1.0/containers/42/users']);
    const merged = mergeRetry(first, retry);
    expect(submitFailed(merged)).toBe(false);
    expect(merged.results).toHaveLength(4);
  });
});
