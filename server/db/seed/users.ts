import type { RoleCode } from '../../../src/domain';
import { AuthProvider, RelationshipType, UserStatus } from '../enums';
import { seededAccounts } from './accounts';
import { firstNames, lastNames, slugOf } from './names';
import type { Prng } from './prng';
import { DAY, isoDay, SEED_NOW, type HomeKey, type SeedOrg } from './types';
import type { UserColumns } from '../userColumns';

export interface SeedAssociation {
  organizationId: number;
  relationshipType: string;
  dateAssociated: string;
  roles: RoleCode[];
}

/** A user as the seed writes it: the table's shared columns and the seed's own. */
export interface SeedUser extends UserColumns {
  tms_restricted: number;
  tenant_overview_staff: number;
  staff_mode: number;
  metadata: string | null;
  /** Gets the sandbox password; users without one sign in elsewhere (directory) or not yet. */
  hasPassword: boolean;
  associations: SeedAssociation[];
}

const statusCycle = [1, 1, 1, 1, 0, 1, 2, 1, 3, 1] as const;
const providerCycle = [
  AuthProvider.QT,
  AuthProvider.QT,
  AuthProvider.AzureAd,
  AuthProvider.QT | AuthProvider.AzureAd,
  AuthProvider.Okta,
  AuthProvider.QT,
  AuthProvider.S1Auth0,
  AuthProvider.CloudInsiderAad,
  AuthProvider.S1AuthLegacy,
  AuthProvider.AzureAd,
];

/** The ten sign-in accounts, `extra` realistic users with a password, and `bulk` directory users without one. */
export function buildUsers(tree: readonly SeedOrg[], rng: Prng, extra: number, bulk: number): SeedUser[] {
  const homes = new Map(tree.filter((o) => o.home).map((o) => [o.home!, o]));
  const byId = new Map(tree.map((o) => [o.id, o]));
  const base = (overrides: Partial<SeedUser> & Pick<SeedUser, 'email' | 'first_name' | 'last_name' | 'organization_id'>): SeedUser => {
    const created = SEED_NOW - rng.int(30, 900) * DAY;
    return {
      id: rng.guid(),
      email_confirmed: 1,
      phone_number: null,
      two_factor_enabled: 0,
      two_factor_provider: null,
      auth_providers: AuthProvider.QT,
      status_type: UserStatus.Active,
      invite_date_utc: null,
      last_successful_logon_utc: isoDay(SEED_NOW - rng.int(0, 20) * DAY),
      created_on_utc: isoDay(created),
      access_failed_count: 0,
      lockout_enabled: 1,
      lockout_end: null,
      tms_restricted: 0,
      tenant_overview_staff: 0,
      staff_mode: 0,
      metadata: null,
      hasPassword: true,
      associations: [],
      ...overrides,
    };
  };
  const users: SeedUser[] = seededAccounts.map((a) => {
    // Tiny generated hierarchies may lack a level: the account moves up to the nearest one there is.
    const order: HomeKey[] = ['customer', 'partner', 'distributor', 'root'];
    const home = order
      .slice(order.indexOf(a.home))
      .map((k) => homes.get(k))
      .find(Boolean)!;
    return base({
      email: a.email,
      first_name: a.firstName,
      last_name: a.lastName,
      organization_id: home.id,
      tms_restricted: Number(!!a.tmsRestricted),
      tenant_overview_staff: Number(!!a.tenantOverviewStaff),
      staff_mode: Number(!!a.staffMode),
      last_successful_logon_utc: null,
      associations: [
        { organizationId: home.id, relationshipType: RelationshipType.Associated, dateAssociated: isoDay(SEED_NOW - 400 * DAY), roles: a.roles },
      ],
    });
  });
  const emails = new Set(users.map((u) => u.email));
  const candidates = tree.filter((o) => o.type !== 1);
  let lockedOne = false;
  for (let i = 0; i < extra + bulk && candidates.length; i++) {
    const home = candidates[i < extra ? rng.int(0, candidates.length - 1) : i % candidates.length];
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    const local = `${first}.${last}`.toLowerCase();
    let email = `${local}@${slugOf(home.name)}.com`;
    for (let k = 2; emails.has(email); k++) email = `${local}${k}@${slugOf(home.name)}.com`;
    emails.add(email);
    const isBulk = i >= extra;
    const status = statusCycle[i % statusCycle.length];
    const pending = status === UserStatus.PendingInvite || status === UserStatus.PendingSignUp;
    const mfa = i % 4 === 1 ? 1 : i % 4 === 2 ? 2 : null;
    const lock = !lockedOne && !isBulk && status === UserStatus.Active && i % 7 === 3;
    if (lock) lockedOne = true;
    const roles: RoleCode[] = pending
      ? []
      : rng.weighted<RoleCode[]>([
          [['sysadmin'], 3],
          [['accountadmin'], 3],
          [['sysadmin', 'accountadmin'], 1],
          [[], 1],
        ]);
    const dateAssociated = isoDay(SEED_NOW - rng.int(10, 700) * DAY);
    const associations: SeedAssociation[] = [
      { organizationId: home.id, relationshipType: pending ? RelationshipType.Invited : RelationshipType.Associated, dateAssociated, roles },
    ];
    const parent = home.parentId ? byId.get(home.parentId) : undefined;
    if (!pending && parent && parent.type !== 1 && i % 6 === 2) {
      associations.push({ organizationId: parent.id, relationshipType: RelationshipType.ParentAssociated, dateAssociated, roles: ['accountadmin'] });
    }
    users.push(
      base({
        email,
        first_name: first,
        last_name: last,
        organization_id: home.id,
        email_confirmed: pending ? 0 : 1,
        phone_number: i % 3 === 0 ? `+1 555 01${String(i % 100).padStart(2, '0')}` : null,
        two_factor_enabled: mfa ? 1 : 0,
        two_factor_provider: mfa,
        auth_providers: isBulk ? AuthProvider.AzureAd : providerCycle[i % providerCycle.length],
        status_type: status,
        invite_date_utc: pending ? isoDay(SEED_NOW - rng.int(1, 40) * DAY) : null,
        last_successful_logon_utc: status === UserStatus.Active ? isoDay(SEED_NOW - rng.int(0, 90) * DAY) : null,
        access_failed_count: lock ? 5 : i % 9 === 1 ? 2 : 0,
        lockout_end: lock ? '2099-01-01T00:00:00.000Z' : null,
        metadata: i % 5 === 0 ? JSON.stringify({ theme: i % 2 ? 'dark' : 'light', lastOrganizationId: home.id }) : null,
        hasPassword: !isBulk && !pending,
        associations,
      }),
    );
  }
  return users;
}
