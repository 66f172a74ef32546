/** Doc 002 §2 "Add/Edit boundary side panel", §5: step validation of the boundary wizard. */

/** The five steps (doc 002 §2): 1 basic details, 2 users, 3 data sources, 4 scope restrictions, 5 summary. */
export const BoundaryStep = { BasicDetails: 1, Users: 2, DataSources: 3, ScopeRestrictions: 4, Summary: 5 } as const;
export type BoundaryStep = (typeof BoundaryStep)[keyof typeof BoundaryStep];

export const MISSING_NAME_KEY = 'validationError.missing_name';
export const MISSING_USER_KEY = 'validationError.missing_user';

/**
 * Doc 002 §5: "Step 1: name required, else error key missing_name. Step 2: at least one user
 * required, else missing_user (translated under validationError). Description is optional."
 * The summary step (submit) checks both, name first. Other steps have no rule.
 */
export function boundaryStepError(
  step: number,
  form: { name: string | null | undefined; users: readonly unknown[] },
): typeof MISSING_NAME_KEY | typeof MISSING_USER_KEY | undefined {
  const nameMissing = (form.name ?? '').trim() === '';
  const usersMissing = form.users.length === 0;
  if ((step === BoundaryStep.BasicDetails || step === BoundaryStep.Summary) && nameMissing) return MISSING_NAME_KEY;
  if ((step === BoundaryStep.Users || step === BoundaryStep.Summary) && usersMissing) return MISSING_USER_KEY;
  return undefined;
}
