import { z } from 'zod';

/**
 * The query parameters of ra-data-simple-rest's dialect, which the audit log and the change jobs
 * read: each of `filter`, `range` and `sort` is JSON in a query string.
 */
export const jsonQueryParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(8000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Expected JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** `range=[first, last]`, at most 1000 rows (react-admin's export asks for 1000). */
export const rangeQueryParam = jsonQueryParam(
  z
    .tuple([z.number().int().min(0), z.number().int().min(0)])
    .refine(([a, b]) => b >= a && b - a < 1000, 'A range is [first, last], at most 1000 rows'),
);
