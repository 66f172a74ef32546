/** Doc 002 §2 "Add/Edit boundary side panel", §5: step validation of the boundary wizard. */
import { msg, type ValidationMessage } from './messages';
import { textRuleMessages } from './text';

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

/**
 * Ours (the spec is silent): the name and the description keep to the rule for stored text
 * (validation/text.ts, docs/decisions.md "Names that lie"); the description may hold line breaks.
 */
export function boundaryTextMessages(form: { name: string | null | undefined; description?: string | null }): {
  name?: ValidationMessage;
  description?: ValidationMessage;
} {
  const name = textRuleMessages(form.name)[0];
  const description = textRuleMessages(form.description, { multiline: true })[0];
  return { ...(name ? { name } : {}), ...(description ? { description } : {}) };
}

/**
 * The message that stops a step: the specification's (boundaryStepError, name first), then, on the
 * basic details and the summary, the text rule's for the name or the description.
 */
export function boundaryStepMessage(
  step: number,
  form: { name: string | null | undefined; description?: string | null; users: readonly unknown[] },
): ValidationMessage | undefined {
  const key = boundaryStepError(step, form);
  if (key) return msg(key);
  if (step !== BoundaryStep.BasicDetails && step !== BoundaryStep.Summary) return undefined;
  const text = boundaryTextMessages(form);
  return text.name ?? text.description;
}
