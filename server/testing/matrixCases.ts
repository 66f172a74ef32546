import type { Profile } from '../../src/domain';
import type { Db } from '../db/database';
import type { Case, Row } from '../http/permissionMatrix.rows';
import { UNKNOWN_NUMBER, UNKNOWN_UUID, type MatrixWorld, type RecordKind } from './matrixWorld';

/** The requests of the permission matrix (server/http/permissionMatrix.test.ts), also the valid bodies badBodies.test.ts spoils. */
export { regional, routeKey as rowKey } from '../http/routeAccess';
const uuidKinds: readonly string[] = ['invite', 'job', 'user', 'myInvite'];
const pathOf: Partial<Record<RecordKind | 'myInvite', string>> = {
  invite: 'inviteId',
  myInvite: 'inviteId',
  serviceAccount: 'serviceAccountId',
  subscription: 'subId',
  job: 'jobId',
  user: 'userId',
  group: 'groupId',
  container: 'containerId',
  alert: 'alertId',
};

export type Where = 'own' | 'foreign' | 'unknown' | 'none';

export function cases(db: Db, w: MatrixWorld, row: Row, p: Profile, region?: string): [Where, Case][] {
  const at = (orgId: number, record?: Case['record']): Case => ({ p, w, orgId, org: w.orgs.get(orgId), access: w.access(p, orgId), record, region });
  if (row.target === 'none') return [['none', at(p.organizationId)]];
  if (row.target === 'org')
    return [
      ['own', at(p.organizationId)],
      ['foreign', at(w.foreignOrg(p))],
      ['unknown', at(UNKNOWN_NUMBER)],
    ];
  const unknown = uuidKinds.includes(row.target) ? UNKNOWN_UUID : UNKNOWN_NUMBER;
  const unknownCase = at(UNKNOWN_NUMBER, undefined);
  if (row.target === 'myInvite') {
    const mine = db.prepare('SELECT id, organization_id FROM invites WHERE user_id = ? AND status = 0').get(p.userId) as
      { id: string; organization_id: number } | undefined;
    const other = db.prepare('SELECT id FROM invites WHERE user_id <> ? AND status = 0 ORDER BY id').pluck().get(p.userId) as string;
    const own: [Where, Case][] = mine ? [['own', at(mine.organization_id, { id: mine.id, organizationId: mine.organization_id })]] : [];
    return [...own, ['foreign', { ...unknownCase, record: undefined, foreignId: other }], ['unknown', { ...unknownCase, foreignId: unknown }]];
  }
  const kind = row.target;
  const own = w.record(kind, p, 'own');
  const foreign = w.record(kind, p, 'foreign');
  return [
    ['own', at(own.organizationId, own)],
    ['foreign', at(foreign.organizationId, foreign)],
    ['unknown', { ...unknownCase, foreignId: unknown }],
  ];
}

export function requestOf(method: string, url: string, row: Row, c: Case) {
  const extra = row.request?.(c) ?? {};
  const recordParam = row.target === 'none' || row.target === 'org' ? undefined : pathOf[row.target];
  const value = (name: string) => {
    if (name === 'orgId' || name === 'id') return c.orgId;
    if (name === recordParam) return c.record?.id ?? c.foreignId;
    return extra.params?.[name];
  };
  const path = url.replace(/:(\w+)/g, (_, name: string) => {
    const v = value(name);
    if (v === undefined) throw new Error(`permissionMatrix.rows.ts: no value for :${name} of ${method} ${url}`);
    return encodeURIComponent(String(v));
  });
  const query = extra.query ? `?${new URLSearchParams(Object.entries(extra.query).map(([k, v]) => [k, String(v)]))}` : '';
  return { path: path + query, body: extra.body };
}
