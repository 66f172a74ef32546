import { z } from 'zod';
import { CONTACT_NOTES_MAX, CONTACT_TEXT_MAX } from '../schemas/tenantStatus';
import { addIssues, msg } from './messages';
import { refineText } from './text';

/** react-admin's own catalogue key for a text that is too long ("Must be %{max} characters or less"). */
const MAX_LENGTH_KEY = 'ra.validation.maxLength';
const limits = { name: CONTACT_TEXT_MAX, email: CONTACT_TEXT_MAX, phone: CONTACT_TEXT_MAX, notes: CONTACT_NOTES_MAX } as const;

/**
 * The contact dialog's form (doc 001 §5: no rule beyond the service's lengths): the same lengths as the
 * body the service takes (schemas/tenantStatus.ts), with catalogue messages, and the rule for stored
 * text (validation/text.ts; the notes may hold line breaks). Not strict: the form's
 * record also holds the organization's id and the contact's, which the parse leaves out of what is saved.
 */
export const tenantContactFormSchema = z
  .object({ name: z.string(), email: z.string(), phone: z.string(), notes: z.string() })
  .superRefine((v, ctx) => {
    for (const [field, max] of Object.entries(limits)) {
      const value = v[field as keyof typeof limits];
      if (value.length > max) addIssues(ctx, [msg(MAX_LENGTH_KEY, { max })], [field]);
      else refineText(ctx, value, { multiline: field === 'notes' }, [field]);
    }
  });
export type TenantContactFormValues = z.infer<typeof tenantContactFormSchema>;
