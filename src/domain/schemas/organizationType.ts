/** The zod schema of an organization type (the types themselves are in ../organizationTypes.ts, zod-free for the first screen). */
import { z } from 'zod';

export const organizationTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
