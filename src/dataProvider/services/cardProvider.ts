import { z } from 'zod';
import { cardErrorSchema, cardTokenSchema, type CardToken } from '../../domain/schemas/card';
import { ApiError } from '../ApiError';

/**
 * The card payment provider's tokenization call (doc 001 §7 "Card details"): a form-encoded POST to
 * `{cardProvider}/v1/tokens` with the publishable key as bearer. Nothing else: the card never goes
 * to the product's own services, and the signed-in user's access token is not sent to the provider.
 * A refusal becomes an ApiError whose server message is the provider's own text.
 */
export function createCardProviderService(baseUrl: string, publishableKey: string, fetchImpl?: typeof fetch) {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const url = `${baseUrl.replace(/\/+$/, '')}/v1/tokens`;
  return {
    async createToken(fields: Record<string, string>, signal?: AbortSignal): Promise<CardToken> {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${publishableKey}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(fields).toString(),
          signal,
        });
      } catch (e) {
        if ((e as Error)?.name === 'AbortError') throw e;
        throw new ApiError({ status: 0, kind: 'network', method: 'POST', url });
      }
      let data: unknown;
      try {
        data = await response.json();
      } catch {
        data = undefined;
      }
      if (!response.ok) {
        const refusal = cardErrorSchema.safeParse(data);
        const own = z.object({ message: z.string() }).safeParse(data);
        const serverMessage = refusal.success ? refusal.data.error.message : own.success ? own.data.message : undefined;
        throw new ApiError({ status: response.status, kind: 'http', serverMessage, method: 'POST', url });
      }
      const token = cardTokenSchema.safeParse(data);
      if (!token.success) throw new ApiError({ status: response.status, kind: 'invalidResponse', method: 'POST', url });
      return token.data;
    },
  };
}
export type CardProviderService = ReturnType<typeof createCardProviderService>;
