/** The zod schemas of roles (the codes themselves are in ../roles.ts, which the first screen's rules use). */
import { z } from 'zod';
import { roleCodes } from '../roles';

export const roleCodeSchema = z.enum(roleCodes);

/** A role as GET /api/v1.0/roles returns it (doc 001 §3, "Role (available)"). */
export const availableRoleSchema = z.object({
  roleId: z.string(),
  displayName: z.string(),
  isVisible: z.boolean(),
  shortCode: z.string().nullable(),
  isCurrent: z.boolean().optional(),
});
export type AvailableRole = z.infer<typeof availableRoleSchema>;
