import type { Profile } from '../../src/domain';
import type { Db } from '../../server/db/database';
import type { Case, Row } from './permissionMatrix.rows';
import { UNKNOWN_NUMBER, UNKNOWN_UUID, type MatrixWorld, type RecordKind } from './matrixWorld';

/** The requests of the permission matrix (tests/server/permissionMatrix.ts), also the valid bodies badBodies.test.ts spoils. */
export { regional, routeKey as rowKey } from '../../server/http/routeAccess';
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

/** The caller's own organization or record, another seeded one, one that does not exist, or no target. */
export type Where = 'own' | 'other' | 'unknown' | 'none';

/**
 * A row's cases for a persona: its own organization or record first (what badBodies.test.ts sends),
 * then every other seeded organization, or the first record of every other organization that has
 * one, then an id that does not exist.
 */
export function cases(db: Db, w: MatrixWorld, row: Row, p: Profile, region?: string): [Where, Case][] {
  const at = (orgId: number, record?: Case['record']): Case => ({ p, w, orgId, org: w.orgs.get(orgId), access: w.access(p, orgId), record, region });
  if (row.target === 'none') return [['none', at(p.organizationId)]];
  if (row.target === 'org')
    return [
      ['own', at(p.organizationId)],
      ...[...w.orgs.keys()]
        .filter((id) => id !== p.organizationId)
        .sort((a, b) => a - b)
        .map((id): [Where, Case] => ['other', at(id)]),
      ['unknown', at(UNKNOWN_NUMBER)],
    ];
  const unknown = uuidKinds.includes(row.target) ? UNKNOWN_UUID : UNKNOWN_NUMBER;
  const unknownCase = at(UNKNOWN_NUMBER, undefined);
  if (row.target === 'myInvite') {
    const mine = db.prepare('SELECT id, organization_id FROM invites WHERE user_id = ? AND status = 0').get(p.userId) as
      { id: string; organization_id: number } | undefined;
    const own: [Where, Case][] = mine ? [['own', at(mine.organization_id, { id: mine.id, organizationId: mine.organization_id })]] : [];
    // Another user's invite answers as an unknown one, whichever organization it is of.
    const others = db
      .prepare('SELECT MIN(id) FROM invites WHERE user_id <> ? AND status = 0 GROUP BY organization_id ORDER BY organization_id')
      .pluck()
      .all(p.userId) as string[];
    return [
      ...own,
      ...others.map((id): [Where, Case] => ['other', { ...unknownCase, foreignId: id }]),
      ['unknown', { ...unknownCase, foreignId: unknown }],
    ];
  }
  const kind = row.target;
  const own = w.ownRecord(kind, p);
  return [
    ['own', at(own.organizationId, own)],
    ...w
      .firstRecords(kind)
      .filter((r) => r.organizationId !== own.organizationId)
      .map((r): [Where, Case] => ['other', at(r.organizationId, r)]),
    ['unknown', { ...unknownCase, foreignId: unknown }],
  ];
}

/** The request of a case; with `recordId`, the same request naming that record instead of the case's. */
export function requestOf(method: string, url: string, row: Row, c: Case, recordId?: string | number) {
  const extra = row.request?.(c) ?? {};
  const recordParam = row.target === 'none' || row.target === 'org' ? undefined : pathOf[row.target];
  const value = (name: string) => {
    if (name === 'orgId' || name === 'id') return c.orgId;
    if (name === recordParam) return recordId ?? c.record?.id ?? c.foreignId;
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
