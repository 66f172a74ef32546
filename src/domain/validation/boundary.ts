/** Doc 002 §2 "Add/Edit boundary side panel", §5: the boundary wizard's form and the fields each step validates. */
import { z } from 'zod';
import { addIssues, msg, type ValidationMessage } from './messages';
import { textRuleMessages } from './text';

/** The five steps (doc 002 §2): 1 basic details, 2 users, 3 data sources, 4 scope restrictions, 5 summary. */
export const BoundaryStep = { BasicDetails: 1, Users: 2, DataSources: 3, ScopeRestrictions: 4, Summary: 5 } as const;
export type BoundaryStep = (typeof BoundaryStep)[keyof typeof BoundaryStep];

export const MISSING_NAME_KEY = 'validationError.missing_name';
export const MISSING_USER_KEY = 'validationError.missing_user';

/**
 * Ours (the spec is silent): the name and the description keep to the rule for stored text
 * (validation/text.ts, docs/decisions.md "Security" (names that lie)); the description may hold line breaks.
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
 * The wizard's form, one message per field. Doc 002 §5: "Step 1: name required, else error key
 * missing_name. Step 2: at least one user required, else missing_user (translated under
 * validationError). Description is optional." A name and a description that break the rule for
 * stored text are refused with its message. Loose: the data sources and the scope restriction of the
 * same form have no rule and are kept as they are.
 */
export const boundaryFormSchema = z
  .looseObject({ name: z.string(), description: z.string(), users: z.array(z.unknown()) })
  .superRefine((form, ctx) => {
    if (form.name.trim() === '') addIssues(ctx, [msg(MISSING_NAME_KEY)], ['name']);
    if (form.users.length === 0) addIssues(ctx, [msg(MISSING_USER_KEY)], ['users']);
    const text = boundaryTextMessages(form);
    if (text.name) addIssues(ctx, [text.name], ['name']);
    if (text.description) addIssues(ctx, [text.description], ['description']);
  });

export type BoundaryFormField = 'name' | 'description' | 'users';

/**
 * The fields a step's Next checks, in the order their messages are shown: the basic details their
 * two texts, the users step its users, the summary (submit) all three, name first. The data sources
 * and the scope restrictions have no rule.
 */
export function boundaryStepFields(step: BoundaryStep): readonly BoundaryFormField[] {
  switch (step) {
    case BoundaryStep.BasicDetails:
      return ['name', 'description'];
    case BoundaryStep.Users:
      return ['users'];
    case BoundaryStep.Summary:
      return ['name', 'users', 'description'];
    default:
      return [];
  }
}
