import { http, HttpResponse } from 'msw';
import { testConfig } from './config';

export const cardTokenUrl = `${testConfig.emulated.cardProvider}/v1/tokens`;

/** The card provider's token call as its test mode answers it: 4000000000000002 is declined. */
export const cardProviderHandlers = [
  http.post(cardTokenUrl, async ({ request }) => {
    if (request.headers.get('authorization') !== `Bearer ${testConfig.emulated.cardPublishableKey}`) {
      return HttpResponse.json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }, { status: 401 });
    }
    const form = new URLSearchParams(await request.text());
    const number = form.get('card[number]') ?? '';
    if (number === '4000000000000002') {
      return HttpResponse.json(
        { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
        { status: 402 },
      );
    }
    return HttpResponse.json({
      id: 'tok_test_1A2b3C',
      object: 'token',
      type: 'card',
      created: 1767225600,
      livemode: false,
      used: false,
      card: {
        id: 'card_test_1',
        object: 'card',
        brand: 'Visa',
        funding: 'credit',
        last4: number.slice(-4),
        exp_month: Number(form.get('card[exp_month]')),
        exp_year: Number(form.get('card[exp_year]')),
        name: form.get('card[name]'),
        address_line1: form.get('card[address_line1]'),
        address_line2: null,
        address_city: form.get('card[address_city]'),
        address_zip: form.get('card[address_zip]'),
        address_country: form.get('card[address_country]'),
        country: 'US',
      },
    });
  }),
];
