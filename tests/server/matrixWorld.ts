import { publicEncrypt, constants } from 'node:crypto';
import { organizationAccess, type OrganizationAccess, type OrganizationLink, type Profile, type RoleCode } from '../../src/domain';
import type { Db } from '../../server/db/database';
import { roleIds, seededAccounts } from '../../server/db/seed';

/**
 * The permission matrix's own reading of the seeded data (tests/server/permissionMatrix.ts):
 * the hierarchy, the personas' profiles and one record of each kind per organization, taken from
 * the database with plain SQL, never from the sandbox's guards or indexes, so that the expected
 * answers are computed independently of the code under test.
 */
export interface MatrixOrg extends OrganizationLink {
  name: string;
  whitelabelId: number | null;
  tenantId: string | null;
  /** Its authentication type cannot be changed (409). */
  authBlocked: boolean;
}

/** An id that no organization or record has. */
export const UNKNOWN_NUMBER = 987_654;
export const UNKNOWN_UUID = '0e8a1f52-7c3d-4b6e-9a01-2f3e4d5c6b7a';

export type RecordKind = 'invite' | 'serviceAccount' | 'subscription' | 'job' | 'user' | 'group' | 'container' | 'alert';

const recordSql: Record<RecordKind, string> = {
  invite: 'SELECT id, organization_id FROM invites WHERE status = 0 ORDER BY id',
  serviceAccount: 'SELECT id, organization_id FROM service_accounts ORDER BY id',
  subscription: 'SELECT id, organization_id FROM subscriptions ORDER BY id',
  job: 'SELECT id, organization_id FROM collection_jobs ORDER BY id',
  user: "SELECT id, organization_id FROM users WHERE email NOT LIKE '%@sandbox.test' ORDER BY id",
  container: 'SELECT id, organization_id FROM containers ORDER BY id',
  /** An alert's organization is its authorization set (src/domain/alerts). */
  alert: 'SELECT id, product_set AS organization_id FROM alerts ORDER BY id',
  // Groups with members and without child groups first, so that a removal and a member removal succeed.
  group: `SELECT id, organization_id FROM organization_groups g ORDER BY
    EXISTS (SELECT 1 FROM organization_groups c WHERE c.parent_id = g.id) OR NOT EXISTS (SELECT 1 FROM organization_group_members m WHERE m.group_id = g.id), id`,
};

export interface MatrixRecord {
  id: string | number;
  organizationId: number;
}

export function matrixWorld(db: Db, publicKeyPem: () => string) {
  const orgs = new Map<number, MatrixOrg>();
  const rows = db
    .prepare(
      `SELECT o.id, o.name, o.parent_id, o.organization_type, o.parent_can_view, o.parent_can_manage, o.whitelabel_id, o.auth_blocked,
    (SELECT t.id FROM directory_tenants t WHERE t.organization_id = o.id) AS tenant_id FROM organizations o`,
    )
    .all() as Record<string, never>[];
  for (const r of rows) {
    orgs.set(r.id, {
      id: r.id,
      name: r.name,
      parentId: r.parent_id,
      organizationType: r.organization_type,
      parentCanView: r.parent_can_view === 1,
      parentCanManage: r.parent_can_manage === 1,
      whitelabelId: r.whitelabel_id,
      tenantId: r.tenant_id,
      authBlocked: r.auth_blocked === 1,
    });
  }
  const path = (id: number): MatrixOrg[] => {
    const out: MatrixOrg[] = [];
    for (let o = orgs.get(id); o; o = o.parentId === null ? undefined : orgs.get(o.parentId)) out.unshift(o);
    return out;
  };
  const access = (p: Profile, orgId: number | undefined): OrganizationAccess =>
    orgId === undefined || !orgs.has(orgId) ? { view: false, manage: false } : organizationAccess(p, path(orgId));
  /** Inside the persona's own subtree (its organization or below). */
  const within = (p: Profile, orgId: number) => path(orgId).some((o) => o.id === p.organizationId);

  const personas: Profile[] = seededAccounts.map((a) => {
    const u = db
      .prepare(
        'SELECT u.id, u.organization_id, o.name, o.organization_type FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.email = ?',
      )
      .get(a.email) as { id: string; organization_id: number; name: string; organization_type: never };
    return {
      userId: u.id,
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
      organizationId: u.organization_id,
      organizationName: u.name,
      organizationType: u.organization_type,
      roles: [...a.roles],
      tmsRestricted: !!a.tmsRestricted,
      tenantOverviewStaff: !!a.tenantOverviewStaff,
      staffModeFlag: !!a.staffMode,
    };
  });

  const records = Object.fromEntries(
    (Object.keys(recordSql) as RecordKind[]).map((k) => [
      k,
      (db.prepare(recordSql[k]).all() as { id: string | number; organization_id: number }[]).map((r) => ({
        id: r.id,
        organizationId: r.organization_id,
      })),
    ]),
  ) as Record<RecordKind, MatrixRecord[]>;

  /** Another organization: outside the persona's subtree when there is one, else a child of the root that is not its own. */
  const foreignOrg = (p: Profile): number => {
    const outside = [...orgs.keys()].sort((a, b) => a - b).find((id) => !within(p, id));
    return outside ?? [...orgs.values()].find((o) => o.parentId !== null && o.id !== p.organizationId)!.id;
  };
  /** The persona's record of a kind: of its organization, else of its subtree, else the first there is. */
  const ownRecord = (kind: RecordKind, p: Profile): MatrixRecord => {
    const list = records[kind];
    return list.find((r) => r.organizationId === p.organizationId) ?? list.find((r) => within(p, r.organizationId)) ?? list[0];
  };
  /** The first record of a kind (in the order of recordSql) of each organization that has one. */
  const firstRecords = (kind: RecordKind): MatrixRecord[] => {
    const seen = new Set<number>();
    return records[kind].filter((r) => !seen.has(r.organizationId) && !!seen.add(r.organizationId));
  };
  const one = <T>(sql: string, ...args: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...args) as T | undefined;
  /** The seeded change request waiting for approval: its job, plan hash, requester and the targets it would change. */
  const waitingChange = db
    .prepare(
      `SELECT j.id, p.hash, j.requester_id AS requesterId, p.action FROM change_jobs j JOIN change_plans p ON p.id = j.plan_id
       WHERE j.state = 'waiting' ORDER BY j.id LIMIT 1`,
    )
    .get() as { id: number; hash: string; requesterId: string; action: string } | undefined;
  const changeTargets = (jobId: number, willChange: boolean) =>
    db
      .prepare(
        `SELECT t.organization_id FROM change_plan_targets t JOIN change_jobs j ON j.plan_id = t.plan_id
         WHERE j.id = ? AND (? = 0 OR t.class = 'willChange')`,
      )
      .pluck()
      .all(jobId, willChange ? 1 : 0) as number[];
  /** The seeded finished change job's plan (tms.admin's; it has its job). */
  const finishedChangePlan = one<number>("SELECT plan_id FROM change_jobs WHERE state = 'completedWithProblems' ORDER BY id LIMIT 1");
  return {
    orgs,
    path,
    waitingChange,
    changeTargets,
    finishedChangePlan,
    access,
    personas,
    ownRecord,
    firstRecords,
    foreignOrg,
    records,
    hasChildren: (orgId: number) => one<number>('SELECT 1 FROM organizations WHERE parent_id = ?', orgId) !== undefined,
    /** A user associated with the organization other than `except` (the caller). */
    memberOf: (orgId: number, except: string) =>
      one<string>(
        "SELECT user_id FROM associations WHERE organization_id = ? AND user_id <> ? AND relationship_type LIKE '%Associated%' ORDER BY user_id",
        orgId,
        except,
      ),
    /** The organizations a user is associated with, and their home organization with `withHome`. */
    organizationsOf: (userId: string, withHome = false): number[] => [
      ...(withHome ? [one<number>('SELECT organization_id FROM users WHERE id = ?', userId)!] : []),
      ...(db.prepare('SELECT organization_id FROM associations WHERE user_id = ?').pluck().all(userId) as number[]),
    ],
    /** An active user with no association or invite at the organization. */
    outsider: (orgId: number) =>
      one<string>(
        `SELECT id FROM users u WHERE status_type = 1 AND NOT EXISTS (SELECT 1 FROM associations a WHERE a.user_id = u.id
      AND a.organization_id = ?) AND NOT EXISTS (SELECT 1 FROM invites i WHERE i.user_id = u.id AND i.organization_id = ?) ORDER BY id`,
        orgId,
        orgId,
      )!,
    roleId: (code: RoleCode) => roleIds[code],
    /** The first member organization of a group. */
    groupMember: (groupId: string | number | undefined) =>
      one<number>('SELECT organization_id FROM organization_group_members WHERE group_id = ? ORDER BY organization_id', groupId) ?? UNKNOWN_NUMBER,
    itemOf: (subId: string | number | undefined) =>
      one<number>('SELECT id FROM subscription_items WHERE subscription_id = ? ORDER BY id', subId) ?? UNKNOWN_NUMBER,
    /** The provisioning check of the boundaries (doc 002 §6): the organization has a Reporting endpoint. */
    provisioned: (orgId: number) =>
      one<number>("SELECT 1 FROM service_endpoints WHERE organization_id = ? AND endpoint_name = 'Reporting'", orgId) !== undefined,
    containerUser: (containerId: string | number | undefined) =>
      one<number>('SELECT id FROM container_users WHERE container_id = ? ORDER BY id', containerId) ?? UNKNOWN_NUMBER,
    containerDatasource: (containerId: string | number | undefined) =>
      one<number>('SELECT id FROM container_datasources WHERE container_id = ? ORDER BY id', containerId) ?? UNKNOWN_NUMBER,
    /** A user of the container's organization (home organization) not yet in it. */
    containerCandidate: (containerId: string | number | undefined) =>
      one<string>(
        `SELECT u.id FROM users u JOIN containers c ON c.organization_id = u.organization_id
      WHERE c.id = ? AND NOT EXISTS (SELECT 1 FROM container_users cu WHERE cu.container_id = c.id AND cu.user_id = u.id) ORDER BY u.id`,
        containerId,
      ) ?? UNKNOWN_UUID,
    /** A secret encrypted as the console does (RSA PKCS#1 v1.5 with the sandbox's public key, base64). */
    secret: () => publicEncrypt({ key: publicKeyPem(), padding: constants.RSA_PKCS1_PADDING }, Buffer.from('Matrix-Secret-1')).toString('base64'),
  };
}

export type MatrixWorld = ReturnType<typeof matrixWorld>;
