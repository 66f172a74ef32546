import type { OrganizationGroup } from './group';
/**
 * Tenant status page (doc 001 §2.2, §3, §7): the tenant row of the overview datasource and the
 * tenant contact. The universal data query's request and answer are in ./dataQuery.ts.
 */
import { z } from 'zod';
import { safeText } from '../validation/text';
import { organizationIdSchema } from './ids';

/**
 * Doc 001 §3 "Tenant row: OrgId, tenantDomain (shown as Tenant Domain), UserCount, MailboxCount,
 * DataAsOf, NextScan, JobStatusAggregation" — as the overview datasource answers it (dates ISO UTC).
 */
export const tenantRowSchema = z.object({
  OrgId: z.number().int(),
  TenantDomain: z.string().nullable(),
  UserCount: z.number().nullable(),
  MailboxCount: z.number().nullable(),
  DataAsOf: z.string().nullable(),
  NextScan: z.string().nullable(),
  JobStatusAggregation: z.string().nullable(),
});
export type TenantRow = z.infer<typeof tenantRowSchema>;

/** Our limits (the spec gives none): a name, e-mail and phone of a line each, notes of a paragraph. */
export const CONTACT_TEXT_MAX = 256;
export const CONTACT_NOTES_MAX = 4000;

/**
 * Doc 001 §5: "Contact form: no field validation." Only lengths, so that a body cannot grow without end,
 * and the rule for stored text (validation/text.ts) that every stored text keeps; the notes may hold line breaks.
 */
const text = (max: number, multiline = false) => safeText({ multiline }).max(max, { error: `Must be at most ${max} characters` });

/** Doc 001 §7: "The body is name, email, phone, notes." Strict: unknown fields are refused. */
export const tenantContactBodySchema = z
  .object({ name: text(CONTACT_TEXT_MAX), email: text(CONTACT_TEXT_MAX), phone: text(CONTACT_TEXT_MAX), notes: text(CONTACT_NOTES_MAX, true) })
  .strict();
export type TenantContactBody = z.infer<typeof tenantContactBodySchema>;

/** Doc 001 §3 "Tenant contact: id (0 when none exists), name, email, phone, notes." */
export const tenantContactSchema = tenantContactBodySchema.extend({ id: z.number().int().min(0) }).strict();
export type TenantContact = z.infer<typeof tenantContactSchema>;

export const tenantContactParamsSchema = z.object({ orgId: organizationIdSchema }).strict();
/** PATCH carries the contact's id in the path ("otherwise PATCH with the id"); named contactId, since `id` in a reporting path is an organization. */
export const tenantContactPatchParamsSchema = z.object({ orgId: organizationIdSchema, contactId: organizationIdSchema }).strict();

export const emptyTenantContact: TenantContact = { id: 0, name: '', email: '', phone: '', notes: '' };

/** What the tenant status filter uses of a group (doc 001 §3; the schema is the groups resource's, schemas/group.ts). */
export type OrganizationGroupOption = Pick<OrganizationGroup, 'id' | 'name' | 'parentId' | 'organizations'>;
