/**
 * Alerts (doc 002 §7 "Alerting": "query the alert datasource (field Id; filter ProductSet equal to
 * the authorization set and StatusType equal to new), then PATCH the alerting v1 endpoint /{id} with
 * statusType acknowledged for each; errors ignored"). The request shapes are ours (docs/api.md
 * "Alerting"): the datasource query is GET /api/v1/alert with the fields wanted and the two filters
 * as query keys; the acknowledgement is PATCH /api/v1/alert/{alertId} with `{statusType: "acknowledged"}`.
 * Used by the console and the sandbox.
 */
import { z } from 'zod';
import { organizationIdSchema, recordIdSchema } from '../schemas/ids';

export {
  alertFields,
  alertSeverities,
  alertStatusTypes,
  authorizationSetOf,
  canAcknowledgeAlerts,
  canReadAlerts,
  type AlertField,
  type AlertStatusType,
} from './alertRules';
import { alertFields, alertSeverities, alertStatusTypes } from './alertRules';

const fieldList = z
  .string()
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(alertFields)).min(1).max(alertFields.length));

/** GET /api/v1/alert?fields=Id,Title&ProductSet={set}&StatusType=new: both filters required. */
export const alertQuerySchema = z
  .object({
    fields: fieldList.optional(),
    ProductSet: organizationIdSchema,
    StatusType: z.enum(alertStatusTypes),
  })
  .strict();
export type AlertQuery = z.input<typeof alertQuerySchema>;

export const alertParamsSchema = z.object({ alertId: recordIdSchema }).strict();
/** The only change a caller may make: acknowledge (doc 002 §7). */
export const alertPatchSchema = z.object({ statusType: z.literal('acknowledged') }).strict();

/** One row of the datasource, with the fields asked for. */
export const alertRowSchema = z
  .object({
    Id: z.number().int(),
    ProductSet: z.number().int(),
    StatusType: z.enum(alertStatusTypes),
    Severity: z.enum(alertSeverities),
    Title: z.string(),
    RaisedOnUtc: z.string(),
  })
  .partial()
  .required({ Id: true });
export type AlertRow = z.infer<typeof alertRowSchema>;
export const alertAnswerSchema = z.object({ rows: z.array(alertRowSchema) });
/** The acknowledgement's answer: the whole row. */
export const alertSchemaRow = alertRowSchema.required();
export type AlertAnswer = z.infer<typeof alertAnswerSchema>;
