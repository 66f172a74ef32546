/**
 * The boundary wizard's draft (docs/decisions.md, "Drafts"): its values as kept, read back only when
 * they still have the wizard's shape (the browser's storage is anyone's to edit), and its step. The
 * user directory's scope is kept as its restriction text and rebuilt.
 */
import { z } from 'zod';
import { BoundaryStep } from '../validation/boundary';
import type { BoundaryFormValues } from './boundaryForm';
import { restrictionOfScoped, scopedFromRestriction } from './filterBuilder';

const stepShape = z.number().int().min(BoundaryStep.BasicDetails).max(BoundaryStep.Summary);

const draftShape = z.object({
  name: z.string(),
  description: z.string(),
  users: z.array(
    z.object({
      userId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      anonymous: z.boolean(),
      allowedActions: z.array(z.string()),
      novaContainerUserId: z.number().int().optional(),
    }),
  ),
  dataSources: z.array(
    z.object({ datasource: z.string(), allowedFields: z.array(z.string()), restriction: z.string(), datasourceId: z.number().int().optional() }),
  ),
  scope: z.object({ original: z.string(), touched: z.boolean(), now: z.string() }),
});

export function boundaryDraftFields(values: BoundaryFormValues): Record<string, unknown> {
  const { scoped, ...rest } = values;
  return { ...rest, scope: { original: scoped.original, touched: scoped.touched, now: restrictionOfScoped(scoped) } };
}

export function boundaryValuesOf(fields: unknown): BoundaryFormValues | null {
  const parsed = draftShape.safeParse(fields);
  if (!parsed.success) return null;
  const { scope, ...rest } = parsed.data;
  const scoped = scope.touched
    ? { ...scopedFromRestriction(scope.now), original: scope.original, touched: true }
    : scopedFromRestriction(scope.original);
  return { ...rest, scoped };
}

export function boundaryStepOf(kept: unknown): BoundaryStep | null {
  const parsed = stepShape.safeParse(kept);
  return parsed.success ? (parsed.data as BoundaryStep) : null;
}
