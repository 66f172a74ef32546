import { format, isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { jsonQueryParam, rangeQueryParam } from './simpleRestQuery';
import { decimalIntegerSchema, recordIdSchema } from './ids';

/**
 * One audit log entry, as GET …/auditEvents answers it (console and sandbox). Before
 * and after are the changed values of the target (secrets removed); a creation has no before, a
 * deletion no after.
 */
export const auditEventSchema = z.object({
  id: z.number().int(),
  occurredOnUtc: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  organizationId: z.number().int().nullable(),
  /** The organization's name now; null when it no longer exists. */
  organizationName: z.string().nullable(),
  action: z.string(),
  supportAction: z.boolean(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  requestId: z.string(),
  /** The change job this entry is a target of (docs/api.md "Change jobs"); null otherwise. */
  jobId: z.number().int().nullable().optional(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** A real calendar day as YYYY-MM-DD: "2026-13-45" or "2026-02-30" are refused (400), never read as another day. */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((day) => isValid(parseISO(day)) && format(parseISO(day), 'yyyy-MM-dd') === day, 'Expected a real calendar date');

/** The `filter` of the list (ra-data-simple-rest sends it as JSON). Dates are calendar days (UTC), both ends included. */
export const auditEventFilterSchema = z
  .object({
    id: z.array(recordIdSchema).max(500).optional(),
    organizationId: recordIdSchema.optional(),
    /** Part of the actor's e-mail address, any letter case. */
    actor: z.string().trim().max(254).optional(),
    action: z.union([z.string().max(100), z.array(z.string().max(100)).max(50)]).optional(),
    targetType: z.string().max(50).optional(),
    targetId: z.string().max(100).optional(),
    jobId: recordIdSchema.optional(),
    supportAction: z.boolean().optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .strict();
export type AuditEventFilter = z.infer<typeof auditEventFilterSchema>;

/** The list's query string: `filter`, `range` ([first, last], at most 1000 rows: react-admin's export asks for 1000) and `sort` (newest first by default). */
export const auditEventListQuerySchema = z
  .object({
    filter: jsonQueryParam(auditEventFilterSchema).optional(),
    range: rangeQueryParam.optional(),
    sort: jsonQueryParam(z.tuple([z.enum(['id', 'occurredOnUtc']), z.enum(['ASC', 'DESC'])])).optional(),
  })
  .strict();

export const auditEventParamsSchema = z.object({ eventId: decimalIntegerSchema.pipe(z.number().int().positive()) }).strict();
