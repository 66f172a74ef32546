import { z, type ZodType } from 'zod';
import { apiErrorSchema } from '../domain/schemas/apiError';
import { ApiError } from './ApiError';
import { parseShownJson, shownMessage } from './shownText';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the answer; without it the parsed JSON is returned as is. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** Receives the headers of a successful answer (e.g. X-Total-Count of a paged list). */
  onHeaders?: (headers: Headers) => void;
  /** `text`: the answer's body as it came (a CSV file), neither parsed nor validated. */
  responseType?: 'json' | 'text';
}

/** A GET whose bytes went to `onChunk` as they arrived (the associations, parsed in a worker meanwhile). */
export type StreamAnswer = { notModified: true } | { notModified: false; etag: string | null };

export interface StreamOptions {
  query?: Record<string, QueryValue>;
  ifNoneMatch?: string | null;
  signal?: AbortSignal;
  /** Each chunk of a successful answer's body, in order, as it arrives. What it throws ends the read and is thrown as is. */
  onChunk: (chunk: Uint8Array) => void;
}

export interface HttpClient {
  request<T = unknown>(url: string, options?: RequestOptions<T>): Promise<T>;
  /** GET with `If-None-Match` when an ETag is given; a 304 answers `notModified`; the body goes to `onChunk` as it arrives. Failures as `request`. */
  requestStream(url: string, options: StreamOptions): Promise<StreamAnswer>;
}

export interface HttpClientOptions {
  /** The signed-in user's access token; none means the request goes without Authorization. */
  getAccessToken: () => Promise<string | null | undefined>;
  /** After a 401 for the token sent: its replacement (the session renewed it), to send the request once more. */
  renewAccessToken?: (stale: string) => Promise<string | null>;
  fetch?: typeof fetch;
}

/** `base` + `path`, with exactly one slash between them and the query appended. */
export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  return appendQuery(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, query);
}

export function appendQuery(url: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** Encodes one path segment, for ids put into paths. */
export const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * The one fetch wrapper of the console: adds the bearer token, sends and parses JSON, validates the
 * answer, and turns every failure into an ApiError (status, the server's message, field errors). A
 * text in an answer that breaks the rule for stored text comes out with its refused characters made
 * visible (shownText.ts).
 */
export function createHttpClient({ getAccessToken, renewAccessToken, fetch: fetchImpl }: HttpClientOptions): HttpClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  /**
   * Sends with the current token; an answer of 401 to a token that has expired meanwhile is sent once
   * more with the renewed one, so the user never sees it. A second 401 stands (the session is over).
   */
  const sendAuthorized = async (send: (headers: Record<string, string>) => Promise<Response>, headers: Record<string, string>) => {
    const token = await getAccessToken();
    const response = await send(token ? { ...headers, Authorization: `Bearer ${token}` } : headers);
    if (response.status !== 401 || !token || !renewAccessToken) return response;
    const renewed = await renewAccessToken(token);
    if (!renewed || renewed === token) return response;
    void response.body?.cancel().catch(() => undefined);
    return send({ ...headers, Authorization: `Bearer ${renewed}` });
  };
  return {
    async requestStream(url, options) {
      const fullUrl = appendQuery(url, options.query);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (options.ifNoneMatch) headers['If-None-Match'] = options.ifNoneMatch;
      const networkError = (e: unknown) => {
        if ((e as Error)?.name === 'AbortError') return e;
        return new ApiError({ status: 0, kind: 'network', method: 'GET', url: fullUrl });
      };
      let response: Response;
      try {
        response = await sendAuthorized((h) => doFetch(fullUrl, { method: 'GET', headers: h, signal: options.signal }), headers);
      } catch (e) {
        throw networkError(e);
      }
      if (response.status === 304) return { notModified: true };
      if (!response.ok) throw errorFromAnswer(response.status, await response.text().catch(() => ''), 'GET', fullUrl);
      const reader = response.body?.getReader();
      if (!reader) {
        let body: ArrayBuffer;
        try {
          body = await response.arrayBuffer();
        } catch (e) {
          throw networkError(e);
        }
        options.onChunk(new Uint8Array(body));
      } else {
        for (;;) {
          let part: ReadableStreamReadResult<Uint8Array>;
          try {
            part = await reader.read();
          } catch (e) {
            throw networkError(e);
          }
          if (part.done) break;
          try {
            options.onChunk(part.value);
          } catch (e) {
            void reader.cancel().catch(() => undefined);
            throw e;
          }
        }
      }
      return { notModified: false, etag: response.headers.get('ETag') };
    },

    async request<T>(url: string, options: RequestOptions<T> = {}): Promise<T> {
      const method = options.method ?? 'GET';
      const fullUrl = appendQuery(url, options.query);
      const headers: Record<string, string> = { Accept: options.responseType === 'text' ? 'text/csv, text/plain' : 'application/json' };
      if (options.body !== undefined) headers['Content-Type'] = 'application/json';

      let response: Response;
      try {
        response = await sendAuthorized(
          (h) =>
            doFetch(fullUrl, {
              method,
              headers: h,
              body: options.body === undefined ? undefined : JSON.stringify(options.body),
              signal: options.signal,
            }),
          headers,
        );
      } catch (e) {
        if ((e as Error)?.name === 'AbortError') throw e;
        throw new ApiError({ status: 0, kind: 'network', method, url: fullUrl });
      }

      const text = await response.text().catch(() => '');
      if (!response.ok) throw errorFromAnswer(response.status, text, method, fullUrl);
      options.onHeaders?.(response.headers);
      if (options.responseType === 'text') return text as T;
      let data: unknown = undefined;
      if (text) {
        try {
          data = parseShownJson(text);
        } catch {
          throw new ApiError({ status: response.status, kind: 'invalidResponse', method, url: fullUrl });
        }
      }
      if (!options.schema) return data as T;
      const parsed = options.schema.safeParse(data);
      if (!parsed.success) {
        throw new ApiError({ status: response.status, kind: 'invalidResponse', method, url: fullUrl });
      }
      return parsed.data;
    },
  };
}

/** What an error answer may carry: our `{message, errors}`, and the `details` list of the DPC hosts. */
const errorAnswerSchema = apiErrorSchema.extend({
  message: z.string().optional(),
  details: z.array(z.object({ message: z.string().optional() })).optional(),
});

function errorFromAnswer(status: number, text: string, method: string, url: string): ApiError {
  let serverMessage: string | undefined;
  let errors: Record<string, string[]> | undefined;
  let details: { message?: string }[] | undefined;
  try {
    const body = errorAnswerSchema.safeParse(JSON.parse(text));
    if (body.success) {
      serverMessage = body.data.message ? shownMessage(body.data.message) : undefined;
      errors = body.data.errors;
      details = body.data.details?.map((d) => (d.message === undefined ? d : { ...d, message: shownMessage(d.message) }));
    }
  } catch {
    // Not JSON: a proxy's page or plain text. Short plain text is still worth showing.
    const plain = text.trim();
    if (plain && plain.length <= 300 && !plain.startsWith('<')) serverMessage = shownMessage(plain);
  }
  return new ApiError({ status, kind: 'http', serverMessage, errors, details, method, url });
}
