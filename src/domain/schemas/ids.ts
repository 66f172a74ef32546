import { z } from 'zod';

/** Organization ids are positive integers; in a path they arrive as text. */
export const organizationIdSchema = z.coerce.number().int().positive();
export const orgParamsSchema = z.object({ orgId: organizationIdSchema }).strict();
export const userIdSchema = z.string().uuid();
