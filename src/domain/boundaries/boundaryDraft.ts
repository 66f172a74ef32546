/**
 * The boundary wizard's draft (docs/decisions.md, "Drafts"): its step and
 * values as one text, read back only when it still has the wizard's shape (the browser's storage is
 * anyone's to edit). The user directory's scope is kept as its restriction text and rebuilt.
 */
import { z } from 'zod';
import { BoundaryStep } from '../validation/boundary';
import type { BoundaryFormValues } from './boundaryForm';
import { restrictionOfScoped, scopedFromRestriction } from './filterBuilder';

const draftShape = z.object({
  step: z.number().int().min(BoundaryStep.BasicDetails).max(BoundaryStep.Summary),
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

export function boundaryDraftText(step: BoundaryStep, values: BoundaryFormValues): string {
  const { scoped, ...rest } = values;
  return JSON.stringify({ step, ...rest, scope: { original: scoped.original, touched: scoped.touched, now: restrictionOfScoped(scoped) } });
}

export function boundaryDraftOf(text: string): { step: BoundaryStep; values: BoundaryFormValues } | null {
  let parsed;
  try {
    parsed = draftShape.safeParse(JSON.parse(text));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  const { step, scope, ...rest } = parsed.data;
  const scoped = scope.touched
    ? { ...scopedFromRestriction(scope.now), original: scope.original, touched: true }
    : scopedFromRestriction(scope.original);
  return { step: step as BoundaryStep, values: { ...rest, scoped } };
}
