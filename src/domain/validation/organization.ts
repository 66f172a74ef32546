/** Doc 000 §2 "Child organization form", §5 "Organization name", §7 organization calls. */
import { z } from 'zod';
import { isChildTypeAllowed } from '../permissions/hierarchy';
import { OrganizationType } from '../organizationTypes';
import { organizationTypeSchema } from '../schemas/organizationType';
import { addIssues, msg, type ValidationMessage } from './messages';
import { textRuleMessages } from './text';

/** Doc 000 §9: "Organization name: maximum 150 characters." */
export const ORGANIZATION_NAME_MAX_LENGTH = 150;

/**
 * Doc 000 §5: the name is "required (must not be blank: 'Organization name must not be blank');
 * at most 150 characters ('Organization must be less than {{number}} characters'); must not
 * contain @ (key organization.validation.name)." Every failing rule, blank first; empty list = valid.
 * Ours: no character that hides or reorders the name (validation/text.ts), which every parent's tree shows.
 */
export function organizationNameMessages(name: string | null | undefined): ValidationMessage[] {
  const value = name ?? '';
  const out: ValidationMessage[] = [];
  if (value.trim() === '') out.push(msg('organization.validation.blank'));
  if (value.length > ORGANIZATION_NAME_MAX_LENGTH) {
    out.push(msg('organization.validation.tooLong', { number: ORGANIZATION_NAME_MAX_LENGTH }));
  }
  if (value.includes('@')) out.push(msg('organization.validation.name'));
  out.push(...textRuleMessages(value));
  return out;
}

/** The name as sent and stored: in its NFC form (validation/text.ts), checked by every rule above. */
export const organizationNameSchema = z
  .string()
  .normalize('NFC')
  .superRefine((v, ctx) => addIssues(ctx, organizationNameMessages(v)));

/**
 * The child organization form (doc 000 §2): name, parentCanView, parentCanManage, useCertBasedAuth
 * and organizationType. "Submit is disabled until the name is valid."
 */
export const childOrganizationSchema = z.object({
  name: organizationNameSchema,
  parentCanView: z.boolean(),
  parentCanManage: z.boolean(),
  useCertBasedAuth: z.boolean(),
  organizationType: organizationTypeSchema,
});
export type ChildOrganizationValues = z.infer<typeof childOrganizationSchema>;

/** Doc 000 §2: "Defaults for a new child: parentCanManage true, parentCanView false, type Tenant Customer." */
export const childOrganizationDefaults: ChildOrganizationValues = {
  name: '',
  parentCanView: false,
  parentCanManage: true,
  useCertBasedAuth: false,
  organizationType: OrganizationType.TenantCustomer,
};

/** POST /api/v1.0/organizations (doc 000 §7): name, parentOrganizationId, parentCanView, parentCanManage, organizationType. */
export const createOrganizationBodySchema = z
  .object({
    name: organizationNameSchema,
    parentOrganizationId: z.number().int().positive(),
    parentCanView: z.boolean(),
    parentCanManage: z.boolean(),
    organizationType: organizationTypeSchema,
  })
  .strict();
export type CreateOrganizationBody = z.infer<typeof createOrganizationBodySchema>;

/**
 * PATCH /api/v1.0/organizations/{orgId}/managed (doc 000 §7): name, parentCanView, parentCanManage.
 * The spec notes one implementation "sends the view value for both flags"; we send each flag's own
 * value (docs/decisions.md).
 */
export const updateManagedOrganizationBodySchema = z
  .object({ name: organizationNameSchema, parentCanView: z.boolean(), parentCanManage: z.boolean() })
  .strict();
export type UpdateManagedOrganizationBody = z.infer<typeof updateManagedOrganizationBodySchema>;

export function childOrganizationToCreateBody(values: ChildOrganizationValues, parentOrganizationId: number): CreateOrganizationBody {
  return {
    name: values.name.trim(),
    parentOrganizationId,
    parentCanView: values.parentCanView,
    parentCanManage: values.parentCanManage,
    organizationType: values.organizationType,
  };
}

export function childOrganizationToManagedBody(values: ChildOrganizationValues): UpdateManagedOrganizationBody {
  return { name: values.name.trim(), parentCanView: values.parentCanView, parentCanManage: values.parentCanManage };
}

/**
 * The type check the sandbox makes on create (doc 000 §5 table). Message key
 * 'organization.validation.childType' (ours).
 */
export function childTypeMessage(parentType: OrganizationType, childType: OrganizationType): ValidationMessage | undefined {
  return isChildTypeAllowed(parentType, childType) ? undefined : msg('organization.validation.childType');
}
