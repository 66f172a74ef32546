import { z } from 'zod';
import { safeText } from '../validation/text';

/** Doc 000 §3 "Subscription enums". Values travel as the names the spec gives them. */
export const subscriptionTypes = ['Iur', 'Free', 'Trial', 'Paid'] as const;
export const billingModes = ['Prepaid', 'Arrears', 'Child'] as const;
export const billingPeriods = ['Monthly', 'Yearly', 'Biweekly', 'Daily', 'None'] as const;
export const paymentProviders = ['Stripe', 'Direct', 'FastSpring', 'Other'] as const;
export const products = ['DPC', 'Reporting', 'Availability', 'Radar', 'Adoption', 'AdminAction', 'InvestigationCenter'] as const;
export const features = ['Core', 'Root', 'O365', 'AUD'] as const;
/** Doc 000 §3: "Contract terms: 12, 24 or 36 months". */
export const contractTermsMonths = [12, 24, 36] as const;

export type SubscriptionType = (typeof subscriptionTypes)[number];
export type BillingMode = (typeof billingModes)[number];
export type BillingPeriod = (typeof billingPeriods)[number];
export type PaymentProvider = (typeof paymentProviders)[number];
export type Product = (typeof products)[number];
export type Feature = (typeof features)[number];

export const subscriptionTypeSchema = z.enum(subscriptionTypes);
export const billingModeSchema = z.enum(billingModes);
export const billingPeriodSchema = z.enum(billingPeriods);
export const paymentProviderSchema = z.enum(paymentProviders);
export const productSchema = z.enum(products);
export const featureSchema = z.enum(features);

/** Doc 000 §4: "Subscription status: active (1), cancelled (2), expired (3), undefined (0)." */
export const SubscriptionStatus = { Undefined: 0, Active: 1, Cancelled: 2, Expired: 3 } as const;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];
export const subscriptionStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Doc 000 §5 trial, §9: "Trial: quantity 1, feature Core, payment type child, recurrence none, provider other." */
export const TRIAL_SUBSCRIPTION = {
  quantity: 1,
  feature: 'Core',
  paymentType: 'Child',
  recurrenceType: 'None',
  paymentProvider: 'Other',
  subscriptionType: 'Trial',
} as const;

/**
 * Body of POST /api/v1.0/organizations/{orgId}/subscriptions/managed (doc 000 §7): tenantName,
 * description ('Trial subscription for' product, translated by the caller), notes, paymentType,
 * recurrenceType, paymentProvider.
 */
export function trialSubscriptionBody(input: { tenantName: string; description: string; notes?: string }) {
  return {
    tenantName: input.tenantName,
    description: input.description,
    notes: input.notes ?? '',
    paymentType: TRIAL_SUBSCRIPTION.paymentType,
    recurrenceType: TRIAL_SUBSCRIPTION.recurrenceType,
    paymentProvider: TRIAL_SUBSCRIPTION.paymentProvider,
  };
}

/** Body of POST /api/v1.0/subscriptions/{subscriptionId}/managed: "quantity 1, product, feature 'Core', subscriptionType trial". */
export function trialItemBody(product: Product) {
  return {
    quantity: TRIAL_SUBSCRIPTION.quantity,
    product,
    feature: TRIAL_SUBSCRIPTION.feature,
    subscriptionType: TRIAL_SUBSCRIPTION.subscriptionType,
  };
}

/** Free-text limits of the subscription form (ours: the spec names none). Its texts keep to the rule for stored text (validation/text.ts); the notes may hold line breaks. */
export const SUBSCRIPTION_TEXT_MAX = { tenantName: 256, description: 500, notes: 2000 } as const;

/** Doc 000 §3 "Subscription form fields: paymentType, recurrenceType, paymentProvider, tenantName, description, notes." */
export const subscriptionFormFieldsSchema = z.object({
  paymentType: billingModeSchema,
  recurrenceType: billingPeriodSchema,
  paymentProvider: paymentProviderSchema,
  tenantName: safeText().max(SUBSCRIPTION_TEXT_MAX.tenantName),
  description: safeText().max(SUBSCRIPTION_TEXT_MAX.description),
  notes: safeText({ multiline: true }).max(SUBSCRIPTION_TEXT_MAX.notes).nullish(),
});

/** Body of POST /api/v1.0/organizations/{orgId}/subscriptions: "form plus organizationId, tenantName". */
export const subscriptionCreateBodySchema = subscriptionFormFieldsSchema.extend({ organizationId: z.number().int().positive() }).strict();
export type SubscriptionCreateBody = z.infer<typeof subscriptionCreateBodySchema>;

/** Body of PATCH /api/v1.0/subscriptions/{subId}: the form fields (organizationId may be repeated, must match). */
export const subscriptionPatchBodySchema = subscriptionFormFieldsSchema.extend({ organizationId: z.number().int().positive().optional() }).strict();
export type SubscriptionPatchBody = z.infer<typeof subscriptionPatchBodySchema>;

/** Body of POST .../subscriptions/managed (trialSubscriptionBody): the trial's fixed payment settings only. */
export const trialSubscriptionBodySchema = z
  .object({
    tenantName: safeText().max(SUBSCRIPTION_TEXT_MAX.tenantName),
    description: safeText().min(1).max(SUBSCRIPTION_TEXT_MAX.description),
    notes: safeText({ multiline: true }).max(SUBSCRIPTION_TEXT_MAX.notes),
    paymentType: z.literal(TRIAL_SUBSCRIPTION.paymentType),
    recurrenceType: z.literal(TRIAL_SUBSCRIPTION.recurrenceType),
    paymentProvider: z.literal(TRIAL_SUBSCRIPTION.paymentProvider),
  })
  .strict();

/** Body of POST /api/v1.0/subscriptions/{subscriptionId}/managed (trialItemBody). */
export const trialItemBodySchema = z
  .object({
    quantity: z.literal(TRIAL_SUBSCRIPTION.quantity),
    product: productSchema,
    feature: z.literal(TRIAL_SUBSCRIPTION.feature),
    subscriptionType: z.literal(TRIAL_SUBSCRIPTION.subscriptionType),
  })
  .strict();

/** Doc 000 §3 "Subscription item" as the sandbox answers it (status computed from its dates). */
export const subscriptionItemSchema = z.object({
  id: z.number(),
  subscriptionId: z.number(),
  product: productSchema,
  feature: featureSchema,
  startDate: z.string(),
  endDate: z.string(),
  cancelledDate: z.string().nullable(),
  subscriptionType: subscriptionTypeSchema,
  quantity: z.number(),
  status: subscriptionStatusSchema,
});
export type SubscriptionItem = z.infer<typeof subscriptionItemSchema>;

/**
 * Doc 000 §3 "Subscription: id, tenantName, description, startDate, endDate, cancelledDate, product,
 * feature, subscriptionType, quantity, status, subscriptionItems" plus the form fields. The summary
 * fields come from the items: earliest start, latest end, the latest cancelled date when every item
 * is cancelled, and product/feature/type/quantity of the first item (null without items).
 */
export const subscriptionSchema = z.object({
  id: z.number(),
  organizationId: z.number(),
  tenantName: z.string(),
  description: z.string(),
  notes: z.string(),
  paymentType: billingModeSchema,
  recurrenceType: billingPeriodSchema,
  paymentProvider: paymentProviderSchema,
  managed: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  cancelledDate: z.string().nullable(),
  product: productSchema.nullable(),
  feature: featureSchema.nullable(),
  subscriptionType: subscriptionTypeSchema.nullable(),
  quantity: z.number().nullable(),
  status: subscriptionStatusSchema,
  subscriptionItems: z.array(subscriptionItemSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

export const subscriptionIdAnswerSchema = z.object({ subscriptionId: z.number() });
export const subscriptionItemIdAnswerSchema = z.object({ subscriptionItemId: z.number() });
