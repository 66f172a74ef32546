import { roleCodeOf, type OrganizationType, type Profile, type RoleCode } from '../../src/domain';
import type { Db } from '../db/database';
import { UserStatus } from '../db/enums';

interface ProfileRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  organization_id: number;
  status_type: number;
  tms_restricted: number;
  tenant_overview_staff: number;
  staff_mode: number;
  org_name: string;
  organization_type: OrganizationType;
}

/**
 * Builds the signed-in user's Profile (src/domain/profile.ts) from the database: two primary-key
 * lookups. A user who is not active (disabled, pending) or no longer exists has no profile.
 */
export function createProfileLoader(db: Db) {
  const user = db.prepare(`
    SELECT u.id, u.email, u.first_name, u.last_name, u.organization_id, u.status_type, u.tms_restricted,
           u.tenant_overview_staff, u.staff_mode, o.name AS org_name, o.organization_type
    FROM users u JOIN organizations o ON o.id = u.organization_id
    WHERE u.id = ?`);
  const roles = db.prepare(`
    SELECT r.short_code AS shortCode, r.display_name AS displayName
    FROM association_roles ar JOIN roles r ON r.id = ar.role_id
    WHERE ar.user_id = ? AND ar.organization_id = ?`);

  return function loadProfile(userId: string): Profile | undefined {
    const row = user.get(userId) as ProfileRow | undefined;
    if (!row || row.status_type !== UserStatus.Active) return undefined;
    const held = (roles.all(row.id, row.organization_id) as { shortCode: string | null; displayName: string }[])
      .map(roleCodeOf)
      .filter((r): r is RoleCode => r !== undefined);
    return {
      userId: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      organizationId: row.organization_id,
      organizationName: row.org_name,
      organizationType: row.organization_type,
      roles: [...new Set(held)].sort(),
      tmsRestricted: row.tms_restricted === 1,
      tenantOverviewStaff: row.tenant_overview_staff === 1,
      staffModeFlag: row.staff_mode === 1,
    };
  };
}

export type ProfileLoader = ReturnType<typeof createProfileLoader>;
