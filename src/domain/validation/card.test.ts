import {
  cardDigits,
  cardFormSchema,
  cardMessages,
  cardNumberMessage,
  cardTokenRequest,
  cvcMessage,
  expiryMessage,
  luhnValid,
  parseExpiry,
  type CardFormValues,
} from './card';
import { firstMessages } from './messages';

const now = new Date(2026, 4, 15); // 15 May 2026, local time
const good: CardFormValues = {
  name: 'Alex Morgan',
  address1: '1 High Street',
  address2: 'Reading',
  postcode: 'RG1 1AA',
  countryCode: 'GB',
  number: '4242 4242 4242 4242',
  expiry: '12/28',
  cvc: '123',
};

describe('card number (Luhn)', () => {
  it('accepts valid test numbers of the major schemes', () => {
    for (const n of ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117', '4000056655665556']) {
      expect(luhnValid(n)).toBe(true);
    }
  });
  it('refuses a number whose check digit is wrong', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardNumberMessage('4242 4242 4242 4241')).toEqual({ key: 'cardDetails.validation.numberChecksum' });
  });
  it('ignores spaces and hyphens between groups, refuses letters', () => {
    expect(cardDigits('4242-4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242a')).toBeNull();
    expect(cardNumberMessage('4242-4242-4242-4242')).toBeUndefined();
    expect(cardNumberMessage('4242x4242')).toEqual({ key: 'cardDetails.validation.numberFormat' });
  });
  it('needs 12 to 19 digits', () => {
    expect(cardNumberMessage('42424242424')).toEqual({ key: 'cardDetails.validation.numberFormat' });
    expect(cardNumberMessage('00000000000000000000')).toEqual({ key: 'cardDetails.validation.numberFormat' });
    expect(cardNumberMessage('000000000000')).toBeUndefined();
  });
  it('is required', () => {
    expect(cardNumberMessage('  ')).toEqual({ key: 'ra.validation.required' });
  });
});

describe('expiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('7/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('07 / 2031')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry('0729')).toBeNull();
    expect(expiryMessage('2029-07', now)).toEqual({ key: 'cardDetails.validation.expiryFormat' });
  });
  it('needs a month from 1 to 12', () => {
    expect(expiryMessage('13/28', now)).toEqual({ key: 'cardDetails.validation.expiryMonth' });
    expect(expiryMessage('00/28', now)).toEqual({ key: 'cardDetails.validation.expiryMonth' });
  });
  it('accepts the current month, refuses an earlier one', () => {
    expect(expiryMessage('05/26', now)).toBeUndefined();
    expect(expiryMessage('04/26', now)).toEqual({ key: 'cardDetails.validation.expiryPast' });
    expect(expiryMessage('12/25', now)).toEqual({ key: 'cardDetails.validation.expiryPast' });
    expect(expiryMessage('01/27', now)).toBeUndefined();
  });
  it('is required', () => {
    expect(expiryMessage('', now)).toEqual({ key: 'ra.validation.required' });
  });
});

describe('CVC', () => {
  it('is 3 or 4 digits', () => {
    expect(cvcMessage('123')).toBeUndefined();
    expect(cvcMessage('1234')).toBeUndefined();
    expect(cvcMessage('12')).toEqual({ key: 'cardDetails.validation.cvc' });
    expect(cvcMessage('12345')).toEqual({ key: 'cardDetails.validation.cvc' });
    expect(cvcMessage('12a')).toEqual({ key: 'cardDetails.validation.cvc' });
    expect(cvcMessage('')).toEqual({ key: 'ra.validation.required' });
  });
});

describe('the card form', () => {
  it('a complete form is valid; billing fields may stay empty', () => {
    expect(cardMessages(good, now)).toEqual({});
    expect(cardMessages({ ...good, name: '', address1: '', address2: '', postcode: '', countryCode: '' }, now)).toEqual({});
  });
  it('reports each bad card field at once', () => {
    const bad = { ...good, number: '4242424242424241', expiry: '01/20', cvc: '1', countryCode: 'gbr' };
    expect(Object.keys(cardMessages(bad, now)).sort()).toEqual(['countryCode', 'cvc', 'expiry', 'number']);
  });
  it('the resolver schema carries the same messages per field', () => {
    const result = cardFormSchema(() => now).safeParse({ ...good, number: '4242424242424241' });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstMessages(result.error)).toEqual({ number: { key: 'cardDetails.validation.numberChecksum' } });
    expect(cardFormSchema(() => now).safeParse(good).success).toBe(true);
  });
});

describe('the token request', () => {
  it("sends the card and the spec's billing fields, the second address line as the city", () => {
    expect(cardTokenRequest(good)).toEqual({
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2028',
      'card[cvc]': '123',
      'card[name]': 'Alex Morgan',
      'card[address_line1]': '1 High Street',
      'card[address_city]': 'Reading',
      'card[address_country]': 'GB',
      'card[address_zip]': 'RG1 1AA',
    });
  });
  it('leaves out empty billing fields', () => {
    const body = cardTokenRequest({ ...good, address2: '', postcode: ' ' });
    expect(body).not.toHaveProperty('card[address_city]');
    expect(body).not.toHaveProperty('card[address_zip]');
  });
});
