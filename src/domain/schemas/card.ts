/**
 * Doc 001 §7 "Card details": the card payment provider's token call, emulated by the sandbox at
 * /emulated/cards/v1/tokens with the shape of the well-known card tokenization APIs. The request is
 * form encoded (`card[number]`, `card[exp_month]`, … as cardTokenRequest builds it) with the
 * publishable key as `Authorization: Bearer pk_…` or a `key` field. Nothing of the card reaches
 * the product's own services.
 */
import { z } from 'zod';

/** The card fields of a token request, without their `card[…]` wrapping. */
export const cardTokenFields = [
  'number',
  'exp_month',
  'exp_year',
  'cvc',
  'name',
  'address_line1',
  'address_line2',
  'address_city',
  'address_state',
  'address_zip',
  'address_country',
] as const;

export const cardTokenRequestSchema = z
  .object({
    number: z.string().regex(/^\d{12,19}$/, 'Expected 12 to 19 digits'),
    exp_month: z.coerce.number().int().min(1).max(12),
    exp_year: z.coerce.number().int().min(0).max(9999),
    cvc: z
      .string()
      .regex(/^\d{3,4}$/, 'Expected 3 or 4 digits')
      .optional(),
    name: z.string().max(200).optional(),
    address_line1: z.string().max(200).optional(),
    address_line2: z.string().max(200).optional(),
    address_city: z.string().max(200).optional(),
    address_state: z.string().max(200).optional(),
    address_zip: z.string().max(40).optional(),
    address_country: z.string().max(60).optional(),
  })
  .strict();
export type CardTokenRequest = z.infer<typeof cardTokenRequestSchema>;

/** 200: the token; the card as the provider describes it (never the full number or the CVC). */
export const cardTokenSchema = z.object({
  id: z.string().startsWith('tok_'),
  object: z.literal('token'),
  type: z.literal('card'),
  created: z.number().int(),
  livemode: z.boolean(),
  used: z.boolean(),
  card: z.object({
    id: z.string(),
    object: z.literal('card'),
    brand: z.string(),
    funding: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    name: z.string().nullable(),
    address_line1: z.string().nullable(),
    address_line2: z.string().nullable(),
    address_city: z.string().nullable(),
    address_zip: z.string().nullable(),
    address_country: z.string().nullable(),
    country: z.string().nullable(),
  }),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/**
 * 402 (card refused) and 401 (publishable key missing or wrong): the provider's error shape.
 * `code` for refused cards: card_declined, insufficient_funds, expired_card, incorrect_cvc,
 * incorrect_number, invalid_expiry_year.
 */
export const cardErrorSchema = z.object({
  error: z.object({
    type: z.enum(['card_error', 'invalid_request_error']),
    code: z.string().optional(),
    decline_code: z.string().optional(),
    param: z.string().optional(),
    message: z.string(),
  }),
});
export type CardError = z.infer<typeof cardErrorSchema>;

/** Test card numbers of the emulated provider (the usual ones of card providers' test modes). */
export const testCards = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
} as const;
