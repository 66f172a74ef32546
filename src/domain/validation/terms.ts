/** Doc 002 §2 "Terms and Agreements": the terms are accepted with the box ticked. */
import { z } from 'zod';
import { addIssues, msg, REQUIRED_KEY } from './messages';

export const termsAcceptanceSchema = z.object({ accepted: z.boolean() }).superRefine((v, ctx) => {
  if (!v.accepted) addIssues(ctx, [msg(REQUIRED_KEY)], ['accepted']);
});
export type TermsAcceptanceValues = z.infer<typeof termsAcceptanceSchema>;
