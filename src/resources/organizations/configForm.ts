/**
 * The Config tab's form (doc 000 §2 "Config", §4 "Config edit"): values from the organization, and
 * the PATCH /api/v1.0/ium/organizations/{orgId} body holding only what changed.
 */
import { z } from 'zod';
import { OrganizationType } from '../../domain/organizationTypes';
import type { Organization } from '../../domain/schemas/organization';
import { BILLING_TEXT_MAX_LENGTH, type IumOrganizationPatchBody } from '../../domain/schemas/organizationSettings';
import { addIssues, msg } from '../../domain/validation/messages';
import { refineText } from '../../domain/validation/text';

export interface ConfigFormValues {
  parentCanView: boolean;
  parentCanManage: boolean;
  paymentType: Organization['paymentType'];
  externalBillingId: string;
  whitelabelId: number | null;
  customerReference: string;
  status: Organization['status'];
}

export function configFormValues(org: Organization): ConfigFormValues {
  return {
    parentCanView: org.parentCanView,
    parentCanManage: org.parentCanManage,
    paymentType: org.paymentType,
    externalBillingId: org.externalBillingId ?? '',
    whitelabelId: org.whitelabelId,
    customerReference: org.customerReference ?? '',
    status: org.status,
  };
}

const billingText = z.string().superRefine((v, ctx) => {
  if (v.trim().length > BILLING_TEXT_MAX_LENGTH) addIssues(ctx, [msg('ra.validation.maxLength', { max: BILLING_TEXT_MAX_LENGTH })]);
  else refineText(ctx, v);
});

export const configFormSchema = z.object({
  parentCanView: z.boolean(),
  parentCanManage: z.boolean(),
  paymentType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  externalBillingId: billingText,
  whitelabelId: z
    .number()
    .nullable()
    .superRefine((v, ctx) => {
      if (v !== null && (!Number.isInteger(v) || v < 0)) addIssues(ctx, [msg('ra.validation.minValue', { min: 0 })]);
    }),
  customerReference: billingText,
  status: z.union([z.literal(0), z.literal(1)]),
});

const text = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * Only the fields that changed; the root organization's parent flags are never sent (it has no
 * parent). Texts are trimmed and an empty text is null. Null when nothing changed.
 */
export function configPatchBody(org: Organization, values: ConfigFormValues): IumOrganizationPatchBody | null {
  const before = configFormValues(org);
  const body: IumOrganizationPatchBody = {};
  const isRoot = org.organizationType === OrganizationType.Root;
  if (!isRoot && values.parentCanView !== before.parentCanView) body.parentCanView = values.parentCanView;
  if (!isRoot && values.parentCanManage !== before.parentCanManage) body.parentCanManage = values.parentCanManage;
  if (values.paymentType !== before.paymentType) body.paymentType = values.paymentType;
  if (text(values.externalBillingId) !== org.externalBillingId) body.externalBillingId = text(values.externalBillingId);
  if (values.whitelabelId !== before.whitelabelId) body.whitelabelId = values.whitelabelId;
  if (text(values.customerReference) !== org.customerReference) body.customerReference = text(values.customerReference);
  if (values.status !== before.status) body.status = values.status;
  return Object.keys(body).length ? body : null;
}
