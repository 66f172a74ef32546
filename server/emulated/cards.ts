import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { cardTokenRequestSchema, luhnValid, testCards, type CardError, type CardToken } from '../../src/domain';
import { buildAppConfig } from '../http/appConfig';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validate';

/**
 * Stand-in for the card payment provider's token API (doc 001 §7 "Card details"), with the shape of
 * the well-known card tokenization APIs: POST /emulated/cards/v1/tokens, form encoded `card[…]`
 * fields, the publishable key as Bearer or `key`. Nothing of the card is stored or logged; test
 * numbers that refuse are in docs/api.md.
 */
const querySchema = z.object({ key: z.string().max(200).optional() }).strict();

const refusals: Record<string, CardError['error']> = {
  [testCards.declined]: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  [testCards.insufficientFunds]: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  [testCards.expired]: { type: 'card_error', code: 'expired_card', param: 'exp_month', message: 'Your card has expired.' },
  [testCards.incorrectCvc]: { type: 'card_error', code: 'incorrect_cvc', param: 'cvc', message: "Your card's security code is incorrect." },
};

/** The card brand from the number's prefix, as providers name them. */
export function cardBrand(number: string): string {
  const n2 = Number(number.slice(0, 2));
  const n4 = Number(number.slice(0, 4));
  if (number.startsWith('4')) return 'Visa';
  if ((n2 >= 51 && n2 <= 55) || (n4 >= 2221 && n4 <= 2720)) return 'MasterCard';
  if (n2 === 34 || n2 === 37) return 'American Express';
  if (number.startsWith('6011') || n2 === 65 || (n4 >= 6440 && n4 <= 6499)) return 'Discover';
  if (n2 === 35) return 'JCB';
  if (n2 === 36 || n2 === 38 || n2 === 39 || (n4 >= 3000 && n4 <= 3059)) return 'Diners Club';
  return 'Unknown';
}

/** Form fields `card[number]` and plain `number` alike; `key` set apart. Anything but an object is refused. */
function unwrap(body: unknown): { fields: Record<string, unknown>; key?: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Invalid request body', { body: ['Expected form fields or a JSON object'] });
  }
  const fields: Record<string, unknown> = {};
  let key: string | undefined;
  for (const [name, value] of Object.entries(body)) {
    if (name === 'key' && typeof value === 'string') key = value;
    else fields[/^card\[(\w+)\]$/.exec(name)?.[1] ?? name] = value;
  }
  return { fields, key };
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function cardsEmulator(app: FastifyInstance) {
  await app.register(formbody);
  const publishableKey = buildAppConfig(app.sandbox.publicUrl).emulated.cardPublishableKey;
  const fail = (reply: FastifyReply, status: number, error: CardError['error']) => reply.code(status).send({ error });

  app.post('/v1/tokens', async (request, reply) => {
    const query = parseInput(querySchema, request.query ?? {}, 'query');
    const { fields, key } = unwrap(request.body);
    const card = parseInput(cardTokenRequestSchema, fields, 'body');
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if ((bearer ?? key ?? query.key) !== publishableKey) {
      return fail(reply, 401, { type: 'invalid_request_error', message: 'Invalid API key provided: use the publishable key of /config.json.' });
    }
    if (!luhnValid(card.number))
      return fail(reply, 402, { type: 'card_error', code: 'incorrect_number', param: 'number', message: 'Your card number is incorrect.' });
    const now = new Date();
    const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
    if (year < now.getUTCFullYear() || year > now.getUTCFullYear() + 50) {
      return fail(reply, 402, {
        type: 'card_error',
        code: 'invalid_expiry_year',
        param: 'exp_year',
        message: "Your card's expiration year is invalid.",
      });
    }
    if (year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1) {
      return fail(reply, 402, { type: 'card_error', code: 'expired_card', param: 'exp_month', message: 'Your card has expired.' });
    }
    const refusal = refusals[card.number];
    if (refusal) return fail(reply, 402, refusal);
    const token: CardToken = {
      id: id('tok'),
      object: 'token',
      type: 'card',
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
      used: false,
      card: {
        id: id('card'),
        object: 'card',
        brand: cardBrand(card.number),
        funding: 'credit',
        last4: card.number.slice(-4),
        exp_month: card.exp_month,
        exp_year: year,
        name: card.name ?? null,
        address_line1: card.address_line1 ?? null,
        address_line2: card.address_line2 ?? null,
        address_city: card.address_city ?? null,
        address_zip: card.address_zip ?? null,
        address_country: card.address_country ?? null,
        country: 'US',
      },
    };
    return token;
  });
}
