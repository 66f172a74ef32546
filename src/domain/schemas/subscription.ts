import { z } from 'zod';

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
