/**
 * Doc 001 §2.5 "Update Card Details", §3 "Card form", §7 "Card details". The spec's old console did
 * not validate the card (§5 "Card form: no validation"); we check the number (Luhn),
 * the expiry and the CVC before anything is sent to the card provider.
 */
import { z } from 'zod';
import { addIssues, msg, REQUIRED_KEY, type ValidationMessage } from './messages';

/** Card numbers are 12 to 19 digits (ISO/IEC 7812); spaces and hyphens typed between groups are ignored. */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** The digits of a typed card number, or null when it holds anything but digits, spaces and hyphens. */
export function cardDigits(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
  return /^\d*$/.test(compact) ? compact : null;
}

/** The Luhn (mod 10) checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardNumberMessage(value: string): ValidationMessage | undefined {
  if (value.trim() === '') return msg(REQUIRED_KEY);
  const digits = cardDigits(value);
  if (digits === null || digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) {
    return msg('cardDetails.validation.numberFormat');
  }
  return luhnValid(digits) ? undefined : msg('cardDetails.validation.numberChecksum');
}

/** "MM/YY" or "MM/YYYY" (spaces allowed around the slash) → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return { month, year };
}

/**
 * The expiry: a month 1–12 and a year, not before the current month (a card is valid until the
 * end of its expiry month). `now` is the viewer's local date.
 */
export function expiryMessage(value: string, now: Date = new Date()): ValidationMessage | undefined {
  if (value.trim() === '') return msg(REQUIRED_KEY);
  const parsed = parseExpiry(value);
  if (!parsed) return msg('cardDetails.validation.expiryFormat');
  if (parsed.month < 1 || parsed.month > 12) return msg('cardDetails.validation.expiryMonth');
  const current = now.getFullYear() * 12 + now.getMonth();
  if (parsed.year * 12 + (parsed.month - 1) < current) return msg('cardDetails.validation.expiryPast');
  return undefined;
}

/** The CVC: 3 or 4 digits. */
export function cvcMessage(value: string): ValidationMessage | undefined {
  if (value.trim() === '') return msg(REQUIRED_KEY);
  return /^\d{3,4}$/.test(value.trim()) ? undefined : msg('cardDetails.validation.cvc');
}

export interface CardFormValues {
  name: string;
  address1: string;
  address2: string;
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  number: string;
  expiry: string;
  cvc: string;
}

export function cardMessages(v: CardFormValues, now: Date = new Date()): Partial<Record<keyof CardFormValues, ValidationMessage>> {
  const out: Partial<Record<keyof CardFormValues, ValidationMessage>> = {};
  const number = cardNumberMessage(v.number);
  if (number) out.number = number;
  const expiry = expiryMessage(v.expiry, now);
  if (expiry) out.expiry = expiry;
  const cvc = cvcMessage(v.cvc);
  if (cvc) out.cvc = cvc;
  if (v.countryCode !== '' && !/^[A-Z]{2}$/.test(v.countryCode)) out.countryCode = msg('cardDetails.validation.country');
  return out;
}

/** The card form's resolver schema; the billing fields are optional, as in the spec's form. */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      name: z.string(),
      address1: z.string(),
      address2: z.string(),
      postcode: z.string(),
      countryCode: z.string(),
      number: z.string(),
      expiry: z.string(),
      cvc: z.string(),
    })
    .superRefine((v, ctx) => {
      for (const [field, m] of Object.entries(cardMessages(v, now()))) addIssues(ctx, [m], [field]);
    });
}

/**
 * The card provider's token request (doc 001 §7: "sending name, address_line1, address_city,
 * address_country and address_zip"), plus the card itself. The form's second address line goes to
 * address_city, as the old console sent it. Only call after cardMessages is empty.
 */
export function cardTokenRequest(v: CardFormValues): Record<string, string> {
  const expiry = parseExpiry(v.expiry);
  const fields: Record<string, string> = {
    'card[number]': cardDigits(v.number) ?? '',
    'card[exp_month]': String(expiry?.month ?? ''),
    'card[exp_year]': String(expiry?.year ?? ''),
    'card[cvc]': v.cvc.trim(),
    'card[name]': v.name.trim(),
    'card[address_line1]': v.address1.trim(),
    'card[address_city]': v.address2.trim(),
    'card[address_country]': v.countryCode,
    'card[address_zip]': v.postcode.trim(),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}
