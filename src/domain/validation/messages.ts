import type { z } from 'zod';

/**
 * A validation failure as the console shows it: a catalogue key (src/i18n/en.json) and the values
 * its placeholders need, e.g. { key: 'organization.validation.tooLong', params: { number: 150 } }.
 * Zod issues carry the key as `message` and the values as `params` (custom issues), so the same
 * rule serves a form resolver and the sandbox's 400 answers.
 */
export interface ValidationMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** react-admin's own catalogue keys (ra-language-english), used for the generic cases. */
export const REQUIRED_KEY = 'ra.validation.required';
export const EMAIL_KEY = 'ra.validation.email';

export const msg = (key: string, params?: ValidationMessage['params']): ValidationMessage => (params ? { key, params } : { key });

/** Adds messages to a zod refinement context as custom issues, optionally under a field path. */
export function addIssues(ctx: z.core.$RefinementCtx, messages: readonly ValidationMessage[], path?: PropertyKey[]): void {
  for (const m of messages) {
    ctx.addIssue({ code: 'custom', message: m.key, ...(m.params ? { params: m.params } : {}), ...(path ? { path } : {}) });
  }
}

/**
 * The first message per field of a failed parse, keyed by the dotted field path ('' for the whole
 * value). A form resolver shows these; params come from the custom issues that carry them.
 */
export function firstMessages(error: z.ZodError): Record<string, ValidationMessage> {
  const out: Record<string, ValidationMessage> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (out[path]) continue;
    const params = (issue as { params?: ValidationMessage['params'] }).params;
    out[path] = msg(issue.message, params);
  }
  return out;
}
