import { cardErrorSchema, cardTokenRequest, cardTokenSchema, testCards } from '../../src/domain';
import { useTestSandbox, writeCount } from '../../tests/server';

const sb = useTestSandbox();

const nextYear = String(new Date().getUTCFullYear() + 1);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const card = (number: string, extra: Record<string, string> = {}) => ({
  'card[number]': number,
  'card[exp_month]': '12',
  'card[exp_year]': nextYear,
  'card[cvc]': '123',
  'card[name]': 'Carlos Mendes',
  'card[address_line1]': '1 Main Street',
  'card[address_city]': 'Springfield',
  'card[address_country]': 'US',
  'card[address_zip]': '12345',
  ...extra,
});
const post = (
  payload: string,
  headers: Record<string, string> = { authorization: 'Bearer pk_test_sandbox' },
  type = 'application/x-www-form-urlencoded',
) => sb.app.inject({ method: 'POST', url: '/emulated/cards/v1/tokens', headers: { 'content-type': type, ...headers }, payload });

describe('the card provider emulation: POST /emulated/cards/v1/tokens', () => {
  it('answers a token with the card’s brand and last four digits, and stores nothing', async () => {
    const before = writeCount(sb.db);
    const res = await post(form(card(testCards.visa)));
    expect(res.statusCode).toBe(200);
    const token = cardTokenSchema.parse(res.json());
    expect(token.id).toMatch(/^tok_[0-9a-f]{24}$/);
    expect(token.card).toMatchObject({
      brand: 'Visa',
      last4: '4242',
      exp_month: 12,
      exp_year: Number(nextYear),
      name: 'Carlos Mendes',
      address_country: 'US',
      address_zip: '12345',
    });
    expect(res.body).not.toContain(testCards.visa);
    expect(res.body).not.toContain('"123"');
    expect(writeCount(sb.db)).toBe(before);
  });

  it('accepts the console’s own request (cardTokenRequest of src/domain), the key as a field, and JSON', async () => {
    const fields = cardTokenRequest({
      name: 'A',
      address1: 'B',
      address2: 'C',
      postcode: 'D',
      countryCode: 'GB',
      number: '5555 5555 5555 4444',
      expiry: `12/${nextYear}`,
      cvc: '321',
    });
    const res = await post(form({ ...fields, key: 'pk_test_sandbox' }), {});
    expect(res.statusCode).toBe(200);
    expect(res.json().card).toMatchObject({ brand: 'MasterCard', last4: '4444', address_city: 'C', address_country: 'GB' });
    const json = await post(JSON.stringify({ number: testCards.visa, exp_month: 1, exp_year: Number(nextYear) }), undefined, 'application/json');
    expect(json.statusCode).toBe(200);
  });

  it('refuses cards with 402 and the provider’s card error', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [card('4242424242424241'), 'incorrect_number', 'Your card number is incorrect.'],
      [card(testCards.declined), 'card_declined', 'Your card was declined.'],
      [card(testCards.insufficientFunds), 'card_declined', 'Your card has insufficient funds.'],
      [card(testCards.expired), 'expired_card', 'Your card has expired.'],
      [card(testCards.incorrectCvc), 'incorrect_cvc', "Your card's security code is incorrect."],
      [card(testCards.visa, { 'card[exp_year]': '2001' }), 'invalid_expiry_year', "Your card's expiration year is invalid."],
    ];
    for (const [fields, code, message] of cases) {
      const res = await post(form(fields));
      expect(res.statusCode, code).toBe(402);
      expect(cardErrorSchema.parse(res.json()).error).toMatchObject({ type: 'card_error', code, message });
    }
  });

  it('401 without the publishable key or with another key', async () => {
    for (const headers of [{}, { authorization: 'Bearer pk_live_other' }] as Record<string, string>[]) {
      const res = await post(form(card(testCards.visa)), headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.type).toBe('invalid_request_error');
    }
  });

  it('400 {message, errors} for missing or malformed fields and unknown ones, writing nothing', async () => {
    const before = writeCount(sb.db);
    for (const fields of [
      { 'card[exp_month]': '12', 'card[exp_year]': nextYear },
      card('4242-4242'),
      card(testCards.visa, { 'card[exp_month]': '13' }),
      card(testCards.visa, { 'card[cvc]': '12a' }),
      card(testCards.visa, { 'card[pin]': '0000' }),
    ]) {
      const res = await post(form(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect(writeCount(sb.db)).toBe(before);
  });
});
