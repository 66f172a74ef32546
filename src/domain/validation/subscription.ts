/** Doc 000 §5 "Subscription item", doc 002 §5, doc 000 §4 "Subscription save". */
import { isAfter, isBefore, isValid, parseISO } from 'date-fns';
import { addCalendarMonths, calendarDay, todayCalendarDate } from '../formats';
import { z } from 'zod';
import { featureSchema, productSchema, subscriptionTypeSchema } from '../schemas/subscription';
import { addIssues, msg, REQUIRED_KEY, type ValidationMessage } from './messages';
import { refineText, safeText } from './text';

/** Doc 000 §9: "Subscription quantity: minimum 1." */
export const SUBSCRIPTION_QUANTITY_MIN = 1;

/** A subscription item as the form holds it: any field may still be empty. Dates are ISO strings. */
export interface SubscriptionItemDraft {
  product?: string | null;
  feature?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  cancelledDate?: string | null;
  subscriptionType?: string | null;
  quantity?: number | null;
}
export type SubscriptionItemField = keyof SubscriptionItemDraft;

const requiredFields: SubscriptionItemField[] = ['product', 'feature', 'startDate', 'endDate', 'subscriptionType', 'quantity'];

function date(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const d = parseISO(value);
  return isValid(d) ? d : undefined;
}

/**
 * Doc 000 §5: "Valid only if it has product, feature, startDate, endDate, subscriptionType and
 * quantity. endDate is not before startDate. A cancelledDate, if present, lies between startDate
 * and endDate. Quantity is a number and at least 1." (Doc 000 §3: quantity is an integer; a safe one, since
 * past 2^53 JSON would round it.)
 * Returns the first message per field; an empty object means valid.
 */
export function subscriptionItemMessages(item: SubscriptionItemDraft): Partial<Record<SubscriptionItemField, ValidationMessage>> {
  const out: Partial<Record<SubscriptionItemField, ValidationMessage>> = {};
  for (const f of requiredFields) {
    const v = item[f];
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) out[f] = msg(REQUIRED_KEY);
  }
  for (const f of ['startDate', 'endDate', 'cancelledDate'] as const) {
    if (!out[f] && item[f] && !date(item[f])) out[f] = msg('subscriptions.validation.invalidDate');
  }
  const q = item.quantity;
  if (!out.quantity && (typeof q !== 'number' || !Number.isSafeInteger(q) || q < SUBSCRIPTION_QUANTITY_MIN)) {
    out.quantity = msg('subscriptions.validation.quantity', { min: SUBSCRIPTION_QUANTITY_MIN });
  }
  const start = date(item.startDate);
  const end = date(item.endDate);
  const cancelled = date(item.cancelledDate);
  if (start && end && !out.endDate && isBefore(end, start)) out.endDate = msg('subscriptions.validation.endBeforeStart');
  if (cancelled && start && end && !out.cancelledDate && (isBefore(cancelled, start) || isAfter(cancelled, end))) {
    out.cancelledDate = msg('subscriptions.validation.cancelledOutOfRange');
  }
  return out;
}

export function isSubscriptionItemValid(item: SubscriptionItemDraft): boolean {
  return Object.keys(subscriptionItemMessages(item)).length === 0;
}

/**
 * Doc 000 §5: "The form is valid only if all items are valid." A subscription without items is
 * valid (the base subscription is saved on its own first, doc 000 §4).
 */
export function isSubscriptionFormValid(items: readonly SubscriptionItemDraft[]): boolean {
  return items.every(isSubscriptionItemValid);
}

/** Doc 000 §4: "The cancelled date is editable only when the end date is in the future, and clearing it is allowed." */
export function isCancelledDateEditable(endDate: string | null | undefined, now: Date): boolean {
  // Calendar days compared as days: the end day is after the user's today.
  const end = calendarDay(endDate);
  return !!end && end > calendarDay(todayCalendarDate(now));
}

/**
 * Doc 000 §4: "A new item starts with a start date of the start of today": the user's today, as a
 * calendar date (not the UTC instant of their local midnight, which is the day before east of UTC).
 */
export function newSubscriptionItem(now: Date): SubscriptionItemDraft & { isNew: true; isSaved: false } {
  return {
    product: null,
    feature: null,
    startDate: todayCalendarDate(now),
    endDate: null,
    cancelledDate: null,
    subscriptionType: null,
    quantity: SUBSCRIPTION_QUANTITY_MIN,
    isNew: true,
    isSaved: false,
  };
}

function refineItem(v: SubscriptionItemDraft, ctx: z.core.$RefinementCtx) {
  for (const [field, m] of Object.entries(subscriptionItemMessages(v))) addIssues(ctx, [m], [field]);
}

/** An item's fields as a form edits them: may be empty until validated. */
const itemFormFields = {
  product: z.string().nullish(),
  feature: z.string().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  cancelledDate: z.string().nullish(),
  subscriptionType: z.string().nullish(),
  quantity: z.number().nullish(),
};

/** The item as a form edits it (resolver schema). */
export const subscriptionItemFormSchema = z.object(itemFormFields).superRefine(refineItem);

/**
 * The subscription form's record (resolver schema): its fields, and its items each checked as above
 * ("The form is valid only if all items are valid", doc 000 §5). Loose: a row also carries its id and
 * save state (isNew, isSaved, dirty, error), which the save needs and the parse must keep. The texts
 * keep to the rule for stored text (validation/text.ts), as the service's body does.
 */
export const subscriptionFormSchema = z
  .looseObject({
    subscriptionItems: z.array(z.looseObject(itemFormFields).superRefine(refineItem)),
    tenantName: z.string().nullish(),
    description: z.string().nullish(),
    notes: z.string().nullish(),
  })
  .superRefine((v, ctx) => {
    for (const field of ['tenantName', 'description'] as const) refineText(ctx, v[field] ?? '', {}, [field]);
    refineText(ctx, v.notes ?? '', { multiline: true }, ['notes']);
  });

/**
 * Body of POST /api/v1.0/subscriptions/{subId}/items and PATCH .../items/{itemId} (doc 000 §7). The dates
 * are stored as sent once they read as dates; a date reader passes over what follows the time zone, so
 * they keep to the rule for stored text too (validation/text.ts).
 */
export const subscriptionItemBodySchema = z
  .object({
    product: productSchema,
    feature: featureSchema,
    startDate: safeText(),
    endDate: safeText(),
    cancelledDate: safeText().nullish(),
    subscriptionType: subscriptionTypeSchema,
    quantity: z.number(),
  })
  // Unknown fields are refused, as in every body the services read.
  .strict()
  .superRefine(refineItem);
export type SubscriptionItemBody = z.infer<typeof subscriptionItemBodySchema>;

/**
 * Doc 000 §5 "products that are unique per form" (ours, docs/decisions.md): DPC and Reporting are
 * set up once per tenant, so each may appear in one item of a subscription only; their feature is
 * limited to Core or Root.
 */
export const UNIQUE_PER_FORM_PRODUCTS: readonly string[] = ['DPC', 'Reporting'];
const uniqueProductFeatures = ['Core', 'Root'] as const;

/** The products offered in row `index`: a unique product chosen in another row disappears. */
export function productOptionsFor<P extends string>(all: readonly P[], items: readonly SubscriptionItemDraft[], index: number): P[] {
  const taken = new Set(
    items
      .filter((_, i) => i !== index)
      .map((i) => i.product)
      .filter((p): p is string => !!p && UNIQUE_PER_FORM_PRODUCTS.includes(p)),
  );
  return all.filter((p) => !taken.has(p));
}

/** The features offered for a product: Core or Root for a unique product, all otherwise. */
export function featureOptionsFor<F extends string>(all: readonly F[], product: string | null | undefined): F[] {
  return product && UNIQUE_PER_FORM_PRODUCTS.includes(product)
    ? all.filter((f) => (uniqueProductFeatures as readonly string[]).includes(f))
    : [...all];
}

/** Doc 000 §3/§4: "Contract terms: 12, 24 or 36 months" set the end date: the start plus the term. */
export function contractEndDate(startDate: string | null | undefined, months: number): string | undefined {
  return addCalendarMonths(startDate, months);
}

/** Doc 000 §2 "Add trial": one service with an endpoint is chosen before the trial is created. */
export const trialFormSchema = z.object({ product: z.string() }).superRefine((v, ctx) => {
  if (!productSchema.safeParse(v.product).success) addIssues(ctx, [msg(REQUIRED_KEY)], ['product']);
});
export type TrialFormValues = z.infer<typeof trialFormSchema>;
