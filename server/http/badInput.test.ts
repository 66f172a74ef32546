import { OrgTree } from '../db/orgIndex';
import { PREFERRED_APPLICATION } from '../services/tenants';
import { createTestSandbox, writeCount, roleIds, type TestSandbox } from '../../tests/server';

/**
 * Bad input to EVERY route the sandbox has (read from the app's route list, so routes added later
 * are covered without editing this file): malformed path parameters, unknown query keys,
 * malformed and wrongly shaped bodies. Each must answer 400 {message, errors} and write nothing.
 */
let sb: TestSandbox;
let auth: { authorization: string };
let samples: Record<string, string>;
/**
 * Routes whose rule refuses the TMS admin with the samples: each gets its bad input from a caller the
 * rule lets through, with that caller's own ids, since every route answers its rule before the body
 * (a caller it refuses gets that 403 whatever they send).
 */
let callers: Record<string, { auth: { authorization: string }; samples: Record<string, string> }>;
beforeAll(async () => {
  sb = await createTestSandbox({ brand: { userManagementAllowed: true } }); // every write open to the TMS admin
  auth = await sb.authHeader('tms.admin@sandbox.test');
  samples = {
    orgId: String(sb.db.prepare('SELECT id FROM organizations WHERE parent_id IS NULL').pluck().get()),
    uid: 'AbCdEfGhIjKlMnOp',
    userId: String(sb.db.prepare("SELECT id FROM users WHERE email = 'customer.admin@sandbox.test'").pluck().get()),
    tenantId: String(sb.db.prepare('SELECT id FROM directory_tenants LIMIT 1').pluck().get()),
    whitelabelId: '2',
    id: String(sb.db.prepare('SELECT id FROM organizations WHERE parent_id IS NULL').pluck().get()),
    authenticationType: '1',
    inviteId: String(sb.db.prepare('SELECT id FROM invites WHERE status = 0 ORDER BY id LIMIT 1').pluck().get()),
    roleId: roleIds.sysadmin,
    serviceAccountId: String(sb.db.prepare('SELECT id FROM service_accounts ORDER BY id LIMIT 1').pluck().get()),
    contactId: '1',
    jobId: String(sb.db.prepare('SELECT id FROM collection_jobs ORDER BY id LIMIT 1').pluck().get()),
    assignmentId: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
    servicePrincipalRef: "servicePrincipals(appId='3f9a1c27-5e84-4b6d-8f02-a1b2c3d4e5f6')",
    subId: String(sb.db.prepare('SELECT subscription_id FROM subscription_items ORDER BY id LIMIT 1').pluck().get()),
    itemId: String(sb.db.prepare('SELECT id FROM subscription_items ORDER BY id LIMIT 1').pluck().get()),
    groupId: String(
      sb.db
        .prepare(
          'SELECT g.id FROM organization_groups g JOIN organizations o ON o.id = g.organization_id WHERE o.parent_id IS NULL ORDER BY g.id LIMIT 1',
        )
        .pluck()
        .get(),
    ),
    appId: PREFERRED_APPLICATION.id,
    memberOrgId: String(sb.db.prepare("SELECT id FROM organizations WHERE name = 'Tailspin Toys'").pluck().get()),
    containerId: String(
      sb.db
        .prepare('SELECT c.id FROM containers c JOIN organizations o ON o.id = c.organization_id WHERE o.parent_id IS NULL ORDER BY c.id LIMIT 1')
        .pluck()
        .get(),
    ),
    novaContainerUserId: String(
      sb.db
        .prepare(
          'SELECT cu.id FROM container_users cu JOIN containers c ON c.id = cu.container_id JOIN organizations o ON o.id = c.organization_id WHERE o.parent_id IS NULL ORDER BY cu.id LIMIT 1',
        )
        .pluck()
        .get(),
    ),
    datasourceId: String(
      sb.db
        .prepare(
          'SELECT d.id FROM container_datasources d JOIN containers c ON c.id = d.container_id JOIN organizations o ON o.id = c.organization_id WHERE o.parent_id IS NULL ORDER BY d.id LIMIT 1',
        )
        .pluck()
        .get(),
    ),
    productName: 'Radar uAPI',
    eventId: '1',
    planId: String(sb.db.prepare('SELECT id FROM change_plans ORDER BY id LIMIT 1').pluck().get()),
    alertId: String(
      sb.db
        .prepare('SELECT a.id FROM alerts a JOIN organizations o ON o.id = a.product_set WHERE o.parent_id IS NULL ORDER BY a.id LIMIT 1')
        .pluck()
        .get(),
    ),
  };
  // The signed-in user's own invite: a pending one of a persona.
  const invitee = 'no.roles@sandbox.test';
  const ownInvite = {
    auth: await sb.authHeader(invitee),
    samples: {
      ...samples,
      inviteId: String(
        sb.db
          .prepare('SELECT i.id FROM invites i JOIN users u ON u.id = i.user_id WHERE i.status = 0 AND u.email = ? ORDER BY i.id LIMIT 1')
          .pluck()
          .get(invitee),
      ),
    },
  };
  // The demo-data section's rule: an administrator of their own organization (doc 000 §6), not the TMS admin at the root.
  const customerAdmin = 'customer.admin@sandbox.test';
  const ownOrganization = {
    auth: await sb.authHeader(customerAdmin),
    samples: { ...samples, orgId: String(sb.db.prepare('SELECT organization_id FROM users WHERE email = ?').pluck().get(customerAdmin)) },
  };
  // Change jobs name their own jobs by :jobId: the seeded waiting request, which the TMS admin may decide and control.
  const changeJob = {
    auth,
    samples: { ...samples, jobId: String(sb.db.prepare("SELECT id FROM change_jobs WHERE state = 'waiting'").pluck().get()) },
  };
  callers = {
    ...Object.fromEntries(
      sb.app.sandbox.routes
        .filter((r) => r.url.startsWith('/svc/changes/') && r.url.includes(':jobId'))
        .map((r) => [`${r.method} ${r.url}`, changeJob]),
    ),
    'PUT /svc/account/api/v1.0/users/me/invites/:inviteId/accept': ownInvite,
    'PUT /svc/account/api/v1.0/users/me/invites/:inviteId/decline': ownInvite,
    ...Object.fromEntries(['us', 'eu', 's1'].map((region) => [`PATCH /svc/reporting/${region}/api/tenants/:orgId/setTenantDemo`, ownOrganization])),
  };
});
/** Requests sent, all of them refused with 4xx {message, errors} (the test fails otherwise): printed for docs/security.md. */
let sent = 0;
afterAll(async () => {
  console.log(`bad input: ${sent} requests on ${routes().length} routes, ${sent} refused with 4xx {message, errors}, 0 written, 0 5xx`);
  await sb.close();
});

/** Routes that are not ours to validate: the OIDC provider, static files, the runtime config. */
const external = (url: string) => url === '/authority' || url === '/authority/*' || url === '/*' || url === '/config.json';

function routes() {
  return sb.app.sandbox.routes.filter((r) => !external(r.url));
}

function fill(url: string, override?: [string, string], values = samples): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (override && override[0] === name) return override[1];
    const sample = values[name];
    if (!sample) throw new Error(`badInput.test.ts: add a valid sample value for the path parameter :${name}`);
    return encodeURIComponent(sample);
  });
}

async function expect400(method: string, url: string, payload?: string, contentType = 'application/json', as = auth) {
  sent++;
  const res = await sb.app.inject({
    method: method as 'GET',
    url,
    headers: { ...as, ...(payload !== undefined ? { 'content-type': contentType } : {}) },
    payload,
  });
  expect(res.statusCode, `${method} ${url} ${payload ?? ''}`).toBe(400);
  const body = res.json();
  expect(body, `${method} ${url}`).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  // The DPC host's refusals also carry `details: [{message}]` (doc 000 §7); nothing else is added.
  expect(
    Object.keys(body).filter((k) => k !== 'details'),
    `${method} ${url}`,
  ).toEqual(['message', 'errors']);
  expect(Object.keys(body.errors).length).toBeGreaterThan(0);
}

describe('bad input to every route', () => {
  it('covers the routes implemented so far', () => {
    const urls = routes().map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /svc/ping',
      'GET /svc/account/api/v1.0/roles',
      'GET /svc/account/api/v1.0/organizations/:orgId',
      'GET /svc/account/api/v1.0/organizations/:orgId/associations',
      'GET /svc/account/api/v1.0/organizations/:orgId/billing',
      'GET /svc/location/api/v1.0/organizations/:orgId',
      'GET /svc/account/api/v1.0/organizations/:orgId/options',
      'POST /svc/account/api/v1.0/organizations',
      'PATCH /svc/account/api/v1.0/organizations/:orgId/managed',
      'PATCH /svc/account/api/v1.0/ium/organizations/:orgId',
      'DELETE /svc/account/api/v1.0/organizations/:orgId',
      'POST /svc/account/api/v1.0/organizations/:orgId/azureTenants/:tenantId',
      'PUT /svc/account/api/v1.0/organizations/:orgId/whitelabels/:whitelabelId',
      'PATCH /svc/auth-settings/api/v1/organizations/:id/Settings/SetTenantAuthenticationType/:authenticationType',
      'PATCH /svc/reporting/eu/api/tenants/:id/notes',
      'GET /svc/reporting/us/api/Signup/Status',
      'POST /svc/reporting/eu/api/Signup/InitTenant',
      'DELETE /svc/reporting/s1/api/Signup/DeleteTenant',
      'POST /svc/reporting/us/api/Signup/SetHold',
      'GET /svc/reporting/us/api/tenants/:id/isGlobalReaderAssigned',
      'PATCH /svc/reporting/us/api/tenants/:orgId/setTenantDemo',
      'POST /svc/data-query/eu/api/v1.0/query',
      'GET /svc/data-management/api/v1.0/Jobs/:jobId/Stop',
      'GET /svc/alerting/api/v1/alert',
      'PATCH /svc/alerting/api/v1/alert/:alertId',
      'GET /emulated/identity/authorize',
      'POST /emulated/graph/v1.0/roleManagement/directory/roleAssignments',
      'DELETE /emulated/graph/v1.0/:servicePrincipalRef',
      'GET /emulated/consent',
      'POST /emulated/consent/decision',
      'GET /authority/interaction/:uid',
      'POST /authority/interaction/:uid/login',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('answers 400 {message, errors} and changes nothing in the database', async () => {
    const before = writeCount(sb.db);
    for (const { method, url } of routes()) {
      const caller = callers[`${method} ${url}`] ?? { auth, samples };
      const send = (target: string, payload?: string) => expect400(method, target, payload, 'application/json', caller.auth);
      const filled = (override?: [string, string]) => fill(url, override, caller.samples);
      for (const name of url.match(/:(\w+)/g) ?? []) {
        for (const bad of [
          'not a valid id!',
          '0',
          '-1',
          '1.5',
          '99999999999999999999999',
          '9007199254740993',
          "1' OR '1'='1",
          '0x8',
          '1e3',
          '+8',
          '08',
          ' 8',
        ]) {
          if (name === ':uid' && /^\d+$/.test(bad)) continue; // the authority's interaction id is any text
          if (name === ':authenticationType' && bad === '0') continue; // 0 is a valid type (default)
          await send(filled([name.slice(1), encodeURIComponent(bad)]));
        }
      }
      await send(`${filled()}?unexpected=1`);
      await send(`${filled()}?__proto__=x`);
      if (method !== 'GET' && method !== 'HEAD') {
        await send(filled(), '{"unterminated":');
        await send(filled(), '{"unexpected": true, "constructor": {"prototype": {"x": 1}}}');
        await send(filled(), '[1, 2, 3]');
      }
    }
    const associations = `/svc/account/api/v1.0/organizations/${samples.orgId}/associations`;
    await expect400('GET', `${associations}?addUsers=yes`);
    await expect400('GET', `${associations}?addUsers=true&addUsers=false`);
    expect(writeCount(sb.db)).toBe(before);
  });

  it('answers 400 to audit filter dates that are no calendar day, instead of failing or reading another day', async () => {
    for (const filter of [{ to: '2026-13-45' }, { from: '2026-13-45' }, { from: '2026-02-30' }, { to: '2026-04-31' }, { from: '0000-00-00' }]) {
      await expect400('GET', `/svc/audit/api/v1.0/auditEvents?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    }
    const leapDay = await sb.app.inject({
      method: 'GET',
      url: `/svc/audit/api/v1.0/auditEvents?filter=${encodeURIComponent('{"from":"2024-02-29","to":"2024-02-29"}')}`,
      headers: auth,
    });
    expect(leapDay.statusCode).toBe(200);
  });

  it('refuses a data query naming more organizations than its limit before looking up any of them', async () => {
    const path = vi.spyOn(OrgTree.prototype, 'path');
    try {
      // Just under the 1 MiB body limit: half a million ids of an organization the TMS admin may view.
      const orgs = new Array(500_000).fill(Number(samples.orgId));
      await expect400('POST', '/svc/data-query/us/api/v1.0/query', JSON.stringify({ datasource: 'cojac_latest_job_results_v2', params: { orgs } }));
      expect(path).not.toHaveBeenCalled();
    } finally {
      path.mockRestore();
    }
  });

  it('answers 415 to a body that is not JSON on every service write, before reading it, writing nothing', async () => {
    const before = writeCount(sb.db);
    const writes = routes().filter((r) => r.url.startsWith('/svc/') && r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    for (const { method, url } of writes) {
      for (const [type, payload] of [
        ['text/plain', '{"name":"x"}'],
        ['application/x-www-form-urlencoded', 'name=x'],
      ]) {
        sent++;
        const res = await sb.app.inject({ method: method as 'POST', url: fill(url), headers: { ...auth, 'content-type': type }, payload });
        expect(res.statusCode, `${method} ${url} ${type}`).toBe(415);
        expect(res.json()).toMatchObject({ message: 'Unsupported content type: send application/json' });
      }
    }
    expect(writeCount(sb.db)).toBe(before);
  });

  it('answers 413 {message, errors} to a body past the 1 MiB limit on every service write, writing nothing', async () => {
    const before = writeCount(sb.db);
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) });
    for (const { method, url } of routes().filter((r) => r.url.startsWith('/svc/') && r.method !== 'GET')) {
      sent++;
      const res = await sb.app.inject({
        method: method as 'POST',
        url: fill(url),
        headers: { ...auth, 'content-type': 'application/json' },
        payload: big,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(413);
      expect(res.json()).toEqual({ message: 'The request body is too large', errors: { body: ['Too large'] } });
    }
    expect(writeCount(sb.db)).toBe(before);
  });
});
