import { z } from 'zod';

/**
 * A whole number as a path or query string carries it: decimal digits only, no sign, no leading
 * zero, so "0x8", "1e3", " 8" and "8.0" are refused instead of read as 8 or 1000. A JSON
 * number is taken as it is; the pipe then refuses fractions and unsafe integers.
 */
export const decimalIntegerSchema = z.union(
  [
    z.number(),
    z
      .string()
      .regex(/^(0|[1-9][0-9]{0,15})$/)
      .transform(Number),
  ],
  {
    error: 'Must be a decimal integer',
  },
);

/** Record ids (organizations, subscriptions, items, service accounts) are positive 32-bit integers. */
export const recordIdSchema = decimalIntegerSchema.pipe(z.number().int().positive().max(2_147_483_647));

/** Organization ids are positive integers; in a path they arrive as text. */
export const organizationIdSchema = recordIdSchema;
export const orgParamsSchema = z.object({ orgId: organizationIdSchema }).strict();
export const userIdSchema = z.string().uuid();
