import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { roleIds } from '../../server/db/seed';
import type { TestSandbox } from './index';
import { markers, type HiddenOrganization } from './auditMatrix';
import { UNKNOWN_NUMBER } from './matrixWorld';

const acc = '/svc/account/api/v1.0';

/**
 * The writes of the audit log's matrix (tests/server/permissionMatrix.ts), committed: each one a
 * case where the log, or a group route, could hand a persona what the routes refuse them: billing
 * fields, another tenant's invitee, children created hidden from their parent, notes, a new user's
 * internal columns, a boundary's access, group members hidden from the caller. Returns what the
 * leak check needs and the answers that differ from what the routes must say.
 */
export async function auditReproductions(sb: TestSandbox) {
  const problems: string[] = [];
  const call = async (email: string, method: InjectOptions['method'], url: string, payload?: unknown) =>
    sb.app.inject({
      method,
      url,
      headers: await sb.authHeader(email),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const expect = (res: LightMyRequestResponse, status: number, what: string) => {
    if (res.statusCode !== status) problems.push(`${what}: expected ${status}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  const one = <T>(sql: string, ...args: unknown[]) =>
    sb.db
      .prepare(sql)
      .pluck()
      .get(...args) as T;
  const org = (name: string) => one<number>('SELECT id FROM organizations WHERE name = ?', name);
  const [contoso, fabrikam, northwind, lucerne] = [
    'Contoso Pharmaceuticals',
    'Fabrikam Partners',
    'Northwind Distribution',
    'Lucerne Publishing',
  ].map(org);
  const roles = [roleIds.accountadmin];

  // Billing fields, set by the TMS admin.
  expect(
    await call('tms.admin@sandbox.test', 'PATCH', `${acc}/ium/organizations/${contoso}`, {
      externalBillingId: markers.billingId,
      customerReference: markers.reference,
      paymentType: 3,
    }),
    204,
    'billing fields',
  );

  // Another tenant's user, invited under the pseudonym the customer administrator is given.
  const stranger = one<string>(
    "SELECT u.email FROM users u JOIN organizations o ON o.id = u.organization_id WHERE o.name = 'Trey Research' ORDER BY u.id",
  );
  const pseudonym = expect(
    await call('customer.admin@sandbox.test', 'POST', '/svc/identity/users/createinvite', { organizationId: contoso, email: stranger, roles }),
    201,
    'createinvite of a stranger',
  ).json<{ userId: string }>().userId;
  expect(
    await call('customer.admin@sandbox.test', 'POST', `/svc/account/api/v1.1/organizations/${contoso}/invites`, { userId: pseudonym, roles }),
    201,
    'invite of a stranger',
  );

  // Children their parent may neither view nor manage: one kept, one given billing fields and deleted.
  const hidden: HiddenOrganization[] = [];
  for (const name of ['Hidden Repro Child A', 'Hidden Repro Child B']) {
    const res = expect(
      await call('partner.admin@sandbox.test', 'POST', `${acc}/organizations`, {
        name,
        parentOrganizationId: fabrikam,
        organizationType: 5,
        parentCanView: false,
        parentCanManage: false,
      }),
      201,
      `create ${name}`,
    );
    hidden.push({ id: res.json<{ organizationId: number }>().organizationId, name, parentId: fabrikam, parentCanView: false });
  }
  expect(await call('distributor.admin@sandbox.test', 'GET', `${acc}/organizations/${hidden[0].id}`), 403, 'distributor reads a hidden child');
  expect(
    await call('tms.admin@sandbox.test', 'PATCH', `${acc}/ium/organizations/${hidden[1].id}`, { externalBillingId: markers.billingId }),
    204,
    'billing of a hidden child',
  );
  expect(await call('tms.admin@sandbox.test', 'DELETE', `${acc}/organizations/${hidden[1].id}`), 204, 'delete a hidden child');

  // Notes, which the licence admin may not read.
  expect(
    await call('tms.admin@sandbox.test', 'PATCH', `/svc/reporting/us/api/tenants/${contoso}/notes`, { customNodes: markers.notes }),
    200,
    'notes',
  );
  expect(await call('license.admin@sandbox.test', 'GET', `/svc/reporting/us/api/tenants/${contoso}/notes`), 403, 'licence admin reads notes');

  // A user created for an invitation: the whole users row is stored.
  expect(
    await call('tms.admin@sandbox.test', 'POST', '/svc/identity/users/createinvite', {
      organizationId: contoso,
      email: 'repro.invitee@example.com',
      roles,
    }),
    201,
    'createinvite of a new user',
  );

  // A boundary's access: a user and a data source given, then the boundary deleted.
  const container = one<number>('SELECT id FROM containers WHERE organization_id = ? ORDER BY id', contoso);
  const newcomer = one<string>(
    `SELECT id FROM users WHERE organization_id = ? AND id NOT IN (SELECT user_id FROM container_users WHERE container_id = ?)
    AND email NOT LIKE '%@sandbox.test' ORDER BY id`,
    contoso,
    container,
  );
  const present = sb.db.prepare('SELECT datasource FROM container_datasources WHERE container_id = ?').pluck().all(container) as string[];
  const source = ['azure_devices', 'azure_groups', 'azure_users'].find((s) => !present.includes(s))!;
  expect(
    await call('customer.admin@sandbox.test', 'POST', `${acc}/containers/${container}/users`, {
      userId: newcomer,
      anonymous: true,
      allowedActions: [],
    }),
    201,
    'boundary user',
  );
  expect(
    await call('customer.admin@sandbox.test', 'POST', `${acc}/containers/${container}/datasources`, {
      datasource: source,
      allowedFields: [],
      restriction: "(country eq 'Germany')",
    }),
    201,
    'boundary data source',
  );
  expect(await call('customer.admin@sandbox.test', 'DELETE', `${acc}/containers/${container}`), 204, 'boundary deletion');

  // A group of the distributor's organization with a member the distributor may not view.
  const group = expect(
    await call('tms.admin@sandbox.test', 'POST', `${acc}/organizations/${northwind}/organizationGroupHierarchy`, {
      name: 'Repro group',
      parentId: null,
    }),
    201,
    'group',
  ).json<{ organizationGroupId: number }>().organizationGroupId;
  const groupUrl = `${acc}/organizations/${northwind}/organizationGroupHierarchy/${group}`;
  expect(await call('tms.admin@sandbox.test', 'POST', `${groupUrl}/organizations/${lucerne}`), 204, 'hidden member added');
  const renamed = expect(await call('distributor.admin@sandbox.test', 'PATCH', groupUrl, { name: 'Repro group' }), 200, 'rename to the same name');
  if ((renamed.json<{ organizations?: number[] }>().organizations ?? []).includes(lucerne))
    problems.push('group rename answers a member the distributor may not view');
  const removeHidden = expect(
    await call('distributor.admin@sandbox.test', 'DELETE', `${groupUrl}/organizations/${lucerne}`),
    404,
    'remove a hidden member',
  );
  const removeUnknown = expect(
    await call('distributor.admin@sandbox.test', 'DELETE', `${groupUrl}/organizations/${UNKNOWN_NUMBER}`),
    404,
    'remove an unknown member',
  );
  if (removeHidden.body.replace(String(lucerne), '#') !== removeUnknown.body.replace(String(UNKNOWN_NUMBER), '#'))
    problems.push('a hidden member and an unknown one answer differently');
  if (one('SELECT 1 FROM organization_group_members WHERE group_id = ? AND organization_id = ?', group, lucerne) === undefined)
    problems.push('a hidden member was removed');

  return { problems, hidden, contoso, container, newcomer, source };
}
