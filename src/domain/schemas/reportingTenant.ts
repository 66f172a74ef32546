/**
 * The reporting service's per-tenant calls used by the hierarchy (doc 000 §7 "Reporting service",
 * doc 002 §4 "Policy acceptance"). In these paths `{id}`/`{tenantId}` is the ORGANIZATION id
 * (docs/api.md): the console always knows it.
 */
import { z } from 'zod';
import { addIssues, msg } from '../validation/messages';
import { refineText, safeText } from '../validation/text';
import { organizationIdSchema } from './ids';

/** Doc 000 §3 "Note: one free-text note per tenant". Longest note the sandbox keeps. */
export const NOTE_MAX_LENGTH = 20_000;

/** GET /api/tenants/{tenantId}/notes → { customNodes } ("" when the tenant has no note yet). */
export const tenantNoteSchema = z.object({ customNodes: z.string() });
export type TenantNote = z.infer<typeof tenantNoteSchema>;

/**
 * PATCH /api/tenants/{tenantId}/notes: "body customNodes (the note text)". A note is text of several
 * lines: it keeps to the rule for stored text with TAB, LF and CR allowed (validation/text.ts).
 */
export const tenantNotePatchBodySchema = z.object({ customNodes: safeText({ multiline: true }).max(NOTE_MAX_LENGTH) }).strict();
export type TenantNotePatchBody = z.infer<typeof tenantNotePatchBodySchema>;

/** The Notes tab's form (the record of the resource `tenantNotes`): its text, no longer than the sandbox keeps. */
export const tenantNoteFormSchema = z.object({
  text: z.string().superRefine((v, ctx) => {
    if (v.length > NOTE_MAX_LENGTH) addIssues(ctx, [msg('ra.validation.maxLength', { max: NOTE_MAX_LENGTH })]);
    else refineText(ctx, v, { multiline: true });
  }),
});

/**
 * GET /api/tenants/{id}/isPoliciesAccepted: 200 with this body when accepted; 404 {message} when
 * not (doc 000 §4: "accepted true only on an HTTP 200, false on error").
 */
export const policyAcceptanceSchema = z.object({ accepted: z.literal(true), acceptedOnUtc: z.string() });
export type PolicyAcceptance = z.infer<typeof policyAcceptanceSchema>;

/** Reporting paths name the organization by id (the spec's `{id}` and `{tenantId}` are the same value). */
export const reportingIdParamsSchema = z.object({ id: organizationIdSchema }).strict();
export const signupDeleteQuerySchema = z.object({ organizationId: organizationIdSchema }).strict();
