import type { RoleCode } from '../../../src/domain';
import { AuthProvider, RelationshipType, UserStatus } from '../enums';
import { firstNames, lastNames, slugOf } from './names';
import type { Prng } from './prng';
import { DAY, isoDay, SEED_NOW, type SeedOrg, type TenantRow } from './types';
import type { SeedUser } from './users';

/**
 * The people seed: more users (a few hundred in the demo set; about three per four organizations
 * with --orgs, so --orgs 100000 gives about 100,000 users), invites in every status, and service
 * accounts for some connected organizations. Deterministic for the same tree.
 */
export interface SeedInvite {
  id: string;
  organization_id: number;
  user_id: string;
  status: number;
  created_on_utc: string;
  updated_on_utc: string | null;
  invited_by: string | null;
  roles: RoleCode[];
}

export interface SeedServiceAccount {
  organization_id: number;
  identifier: string;
  user_name: string;
  product_id: number;
  /** Clear only in memory: sealed by insertPeople before it reaches the database. */
  password: string;
  state: number;
  status_reason: string | null;
  last_updated_utc: string;
}

export interface SeedPeople {
  users: SeedUser[];
  invites: SeedInvite[];
  serviceAccounts: SeedServiceAccount[];
}

const providers = [AuthProvider.AzureAd, AuthProvider.QT, AuthProvider.AzureAd | AuthProvider.QT, AuthProvider.Okta, AuthProvider.CloudInsiderAad];
const statuses = [1, 1, 1, 1, 1, 1, 0, 2, 3, 1] as const;
const roleSets: readonly (readonly [RoleCode[], number])[] = [
  [['sysadmin'], 3],
  [['accountadmin'], 4],
  [['sysadmin', 'accountadmin'], 1],
];

function extraUsers(tree: readonly SeedOrg[], taken: Set<string>, rng: Prng, count: number): SeedUser[] {
  const homes = tree.filter((o) => o.type !== 1);
  const out: SeedUser[] = [];
  for (let i = 0; i < count && homes.length; i++) {
    const home = homes[i % homes.length];
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    const local = `${first}.${last}`.toLowerCase();
    const domain = `${slugOf(home.name)}.com`;
    let email = `${local}@${domain}`;
    for (let k = 2; taken.has(email); k++) email = `${local}${k}@${domain}`;
    taken.add(email);
    const status = statuses[i % statuses.length];
    const pending = status === UserStatus.PendingInvite || status === UserStatus.PendingSignUp;
    const mfa = i % 5 === 1 ? 1 : i % 5 === 3 ? 2 : null;
    const created = SEED_NOW - rng.int(5, 1500) * DAY;
    out.push({
      id: rng.guid(),
      email,
      first_name: first,
      last_name: last,
      organization_id: home.id,
      email_confirmed: pending ? 0 : 1,
      phone_number: i % 4 === 0 ? `+44 20 7946 ${String(i % 10000).padStart(4, '0')}` : null,
      two_factor_enabled: mfa ? 1 : 0,
      two_factor_provider: mfa,
      auth_providers: providers[i % providers.length],
      status_type: status,
      invite_date_utc: pending ? isoDay(SEED_NOW - rng.int(1, 60) * DAY) : null,
      last_successful_logon_utc: status === UserStatus.Active ? isoDay(SEED_NOW - rng.int(0, 120) * DAY) : null,
      created_on_utc: isoDay(created),
      access_failed_count: i % 11 === 4 ? rng.int(1, 4) : 0,
      lockout_enabled: 1,
      lockout_end: null,
      tms_restricted: 0,
      tenant_overview_staff: 0,
      staff_mode: 0,
      metadata: i % 7 === 0 ? JSON.stringify({ theme: i % 2 ? 'dark' : 'light', pinnedOrganizations: [home.id], tableDensity: 'compact' }) : null,
      hasPassword: false,
      associations: [
        {
          organizationId: home.id,
          relationshipType: pending ? RelationshipType.Invited : RelationshipType.Associated,
          dateAssociated: isoDay(created + rng.int(0, 3) * DAY),
          roles: pending ? [] : rng.weighted(roleSets),
        },
      ],
    });
  }
  return out;
}

/** Pending invites for invited users, a history of every status, and one waiting for no.roles. */
function invites(tree: readonly SeedOrg[], users: readonly SeedUser[], rng: Prng, every: number): SeedInvite[] {
  const out: SeedInvite[] = [];
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const inviters = new Map<number, string>();
  for (const u of users) for (const a of u.associations) if (a.roles.length && !inviters.has(a.organizationId)) inviters.set(a.organizationId, u.id);
  const inviter = (orgId: number) => inviters.get(orgId) ?? null;
  const add = (user: SeedUser, orgId: number, status: number, roles: RoleCode[], daysAgo: number) =>
    out.push({
      id: rng.guid(),
      organization_id: orgId,
      user_id: user.id,
      status,
      created_on_utc: isoDay(SEED_NOW - daysAgo * DAY - rng.int(0, 80_000) * 1000),
      updated_on_utc: status === 0 ? null : isoDay(SEED_NOW - Math.max(0, daysAgo - 2) * DAY),
      invited_by: inviter(orgId),
      roles,
    });
  for (const u of users) {
    const invited = u.associations.find((a) => a.relationshipType === RelationshipType.Invited);
    if (invited && u.status_type === UserStatus.PendingInvite)
      add(u, invited.organizationId, 0, [rng.pick(['sysadmin', 'accountadmin'] as const)], rng.int(1, 30));
  }
  const active = users.filter((u) => u.status_type === UserStatus.Active && !u.email.endsWith('@sandbox.test'));
  const others = tree.filter((o) => o.type !== 1);
  active.forEach((u, i) => {
    if (i % every !== 0) return;
    const home = u.associations[0];
    if (home.roles.length) add(u, home.organizationId, 1, home.roles, rng.int(40, 400));
    const other = others[(i * 7 + 3) % others.length];
    if (other.id === home.organizationId || u.associations.some((a) => a.organizationId === other.id)) return;
    add(u, other.id, [0, 2, 3, 3, 2, 0][(i / every) % 6], [rng.pick(['sysadmin', 'accountadmin'] as const)], rng.int(2, 200));
  });
  const noRoles = byEmail.get('no.roles@sandbox.test');
  if (noRoles) {
    const target = others.find((o) => o.type === 5 && o.id !== noRoles.organization_id) ?? others.find((o) => o.id !== noRoles.organization_id);
    if (target) add(noRoles, target.id, 0, ['accountadmin'], 3);
  }
  return out;
}

/** Every `every`-th connected organization, and those of the sign-in accounts, has service accounts. */
function serviceAccounts(tenants: readonly TenantRow[], homeOrgs: ReadonlySet<number>, rng: Prng, every: number): SeedServiceAccount[] {
  const out: SeedServiceAccount[] = [];
  tenants.forEach((t, i) => {
    if (i % every !== 0 && !homeOrgs.has(t.organization_id)) return;
    const domain = t.domains.find((d) => d.is_default)?.domain_name ?? t.name;
    const when = (d: number) => isoDay(SEED_NOW - d * DAY);
    const account = (identifier: string, user: string, product: number, state: number, reason: string | null) =>
      out.push({
        organization_id: t.organization_id,
        identifier,
        user_name: user,
        product_id: product,
        password: `Seed-${t.organization_id}-${rng.int(100_000, 999_999)}`,
        state,
        status_reason: reason,
        last_updated_utc: when(rng.int(1, 200)),
      });
    account('Reporting collector', `svc-reporting@${domain}`, 1, 1, null);
    if (i % 2 === 0) account('Management automation', `svc-admin@${domain}`, 3, 1, null);
    if (i % 6 === 0)
      account('Old collector', 'collector@legacy-contoso.com', 1, 2, 'The domain legacy-contoso.com is not a verified domain of the tenant');
    if (i % 9 === 0) account('New collector', `svc-new@${domain}`, 1, 0, null);
  });
  return out;
}

export function buildPeople(
  tree: readonly SeedOrg[],
  users: readonly SeedUser[],
  tenants: readonly TenantRow[],
  rng: Prng,
  generated: boolean,
): SeedPeople {
  const taken = new Set(users.map((u) => u.email));
  const more = extraUsers(tree, taken, rng, generated ? Math.floor((tree.length * 3) / 4) : 260);
  const all = [...users, ...more];
  const homeOrgs = new Set(users.filter((u) => u.email.endsWith('@sandbox.test')).map((u) => u.organization_id));
  return {
    users: more,
    invites: invites(tree, all, rng, generated ? 6 : 3),
    serviceAccounts: serviceAccounts(tenants, homeOrgs, rng, generated ? 20 : 3),
  };
}
