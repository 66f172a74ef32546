import { z } from 'zod';
import { organizationTypeSchema } from './organizationType';
import { roleCodeSchema } from './role';

/**
 * The signed-in user as every permission rule sees it. The console reads it from the ID token's
 * claims (see claimsToProfile); the sandbox builds the same object from its database on every request.
 */
export const profileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  organizationType: organizationTypeSchema,
  /** Roles held at the user's own organization. */
  roles: z.array(roleCodeSchema),
  /** The TMS-restricted admin flag (doc 000 §6, doc 001 §6). */
  tmsRestricted: z.boolean(),
  /** Provider-staff tenant-overview access (doc 001 §2.2, §6). */
  tenantOverviewStaff: z.boolean(),
  /** The "further flag" of the special staff mode (doc 001 §6); see isSpecialStaffMode. */
  staffModeFlag: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Claim names the authority puts in the ID token, next to the standard OIDC ones. */
export const profileClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  org_id: z.number().int(),
  org_name: z.string(),
  org_type: organizationTypeSchema,
  roles: z.array(roleCodeSchema),
  tms_restricted: z.boolean(),
  tenant_overview_staff: z.boolean(),
  staff_mode: z.boolean(),
});
export type ProfileClaims = z.infer<typeof profileClaimsSchema>;

export function profileToClaims(p: Profile): ProfileClaims {
  return {
    sub: p.userId,
    email: p.email,
    given_name: p.firstName,
    family_name: p.lastName,
    org_id: p.organizationId,
    org_name: p.organizationName,
    org_type: p.organizationType,
    roles: p.roles,
    tms_restricted: p.tmsRestricted,
    tenant_overview_staff: p.tenantOverviewStaff,
    staff_mode: p.staffModeFlag,
  };
}

export function claimsToProfile(claims: unknown): Profile {
  const c = profileClaimsSchema.parse(claims);
  return {
    userId: c.sub,
    email: c.email,
    firstName: c.given_name,
    lastName: c.family_name,
    organizationId: c.org_id,
    organizationName: c.org_name,
    organizationType: c.org_type,
    roles: c.roles,
    tmsRestricted: c.tms_restricted,
    tenantOverviewStaff: c.tenant_overview_staff,
    staffModeFlag: c.staff_mode,
  };
}
