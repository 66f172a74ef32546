import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '../../tests/msw/server';
import { requests } from '../../tests/msw/recorder';
import { createI18nProvider } from '../i18n/i18nProvider';
import { ApiError } from './ApiError';
import { buildUrl, createHttpClient } from './http';

const base = 'http://localhost:3000/svc/test';
const client = (token: string | null = 'tok-123') => createHttpClient({ getAccessToken: async () => token });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected a failure');
}

describe('http client', () => {
  it('adds the bearer token and parses JSON', async () => {
    server.use(http.get(`${base}/things`, () => HttpResponse.json([{ id: 1 }])));
    await expect(client().request(`${base}/things`)).resolves.toEqual([{ id: 1 }]);
    expect(requests.find('GET', '/svc/test/things')[0].authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization header when signed out', async () => {
    server.use(http.get(`${base}/things`, () => HttpResponse.json([])));
    await client(null).request(`${base}/things`);
    expect(requests.find('GET', '/svc/test/things')[0].authorization).toBeNull();
  });

  it('sends a JSON body and the query', async () => {
    server.use(http.post(`${base}/things`, async ({ request }) => HttpResponse.json(await request.json(), { status: 201 })));
    const out = await client().request(`${base}/things`, { method: 'POST', body: { name: 'x' }, query: { dry: true, skip: undefined } });
    expect(out).toEqual({ name: 'x' });
    await vi.waitFor(() => expect(requests.find('POST', '/svc/test/things')[0].json()).toEqual({ name: 'x' }));
    expect(requests.find('POST', '/svc/test/things')[0].search).toBe('?dry=true');
  });

  it('returns undefined for an empty answer', async () => {
    server.use(http.delete(`${base}/things/1`, () => new HttpResponse(null, { status: 204 })));
    await expect(client().request(`${base}/things/1`, { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it.each([
    [401, 'token expired'],
    [403, 'not allowed here'],
    [500, 'database is down'],
  ])('maps HTTP %i to an ApiError with the server message', async (status, message) => {
    server.use(http.get(`${base}/things`, () => HttpResponse.json({ message }, { status })));
    const e = await failure(client().request(`${base}/things`));
    expect(e.status).toBe(status);
    expect(e.kind).toBe('http');
    expect(e.serverMessage).toBe(message);
    expect(e.message).toBe(message);
  });

  it('keeps the field errors of a 400', async () => {
    server.use(
      http.post(`${base}/things`, () =>
        HttpResponse.json({ message: 'Validation failed', errors: { name: ['Required', 'Too short'] } }, { status: 400 }),
      ),
    );
    const e = await failure(client().request(`${base}/things`, { method: 'POST', body: {} }));
    expect(e.status).toBe(400);
    expect(e.errors).toEqual({ name: ['Required', 'Too short'] });
    expect(e.body).toEqual({ message: 'Validation failed', errors: { name: 'Required Too short' } });
  });

  it('maps a network failure to status 0', async () => {
    server.use(http.get(`${base}/things`, () => HttpResponse.error()));
    const e = await failure(client().request(`${base}/things`));
    expect(e.status).toBe(0);
    expect(e.kind).toBe('network');
    expect(e.serverMessage).toBeUndefined();
  });

  it('rejects an answer that does not match the schema', async () => {
    server.use(http.get(`${base}/things`, () => HttpResponse.json([{ id: 'not a number' }])));
    const e = await failure(client().request(`${base}/things`, { schema: z.array(z.object({ id: z.number() })) }));
    expect(e.kind).toBe('invalidResponse');
  });

  it('builds the friendly text "friendly - server message"', async () => {
    const { translate } = await createI18nProvider();
    server.use(http.get(`${base}/things`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const e = await failure(client().request(`${base}/things`));
    expect(e.friendlyText(translate, 'invoices.error.failedToLoad')).toBe('Failed to load invoices - boom');
    // A catalogue text that places the message itself gets it there.
    expect(e.friendlyText(translate, 'groups.error.delete')).toBe('Failed to delete group - boom');
    expect(e.friendlyText(translate, 'groups.error.rename', { name: 'Sales' })).toBe('Failed to rename group to "Sales" - boom');
  });

  it('uses a catalogue text when there is no server message', async () => {
    const { translate } = await createI18nProvider();
    server.use(http.get(`${base}/things`, () => HttpResponse.error()));
    const e = await failure(client().request(`${base}/things`));
    expect(e.friendlyText(translate, 'invoices.error.failedToLoad')).toBe(
      'Failed to load invoices - The service could not be reached. Check your connection and try again.',
    );
  });
});

describe('buildUrl', () => {
  it('streams an answer to onChunk as its parts arrive, with If-None-Match, and answers 304 as not modified', async () => {
    const parts = ['[{"a":', '1},', '{"a":2}]'];
    server.use(
      http.get(`${base}/tree`, ({ request }) => {
        if (request.headers.get('If-None-Match') === 'W/"v1"') return new HttpResponse(null, { status: 304 });
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { ETag: 'W/"v1"', 'Content-Type': 'application/json' } });
      }),
    );
    const received: string[] = [];
    const onChunk = (c: Uint8Array) => received.push(new TextDecoder().decode(c));
    await expect(client().requestStream(`${base}/tree`, { query: { addUsers: true }, onChunk })).resolves.toEqual({
      notModified: false,
      etag: 'W/"v1"',
    });
    expect(received.join('')).toBe(parts.join(''));
    expect(requests.find('GET', '/svc/test/tree')[0].search).toBe('?addUsers=true');
    received.length = 0;
    await expect(client().requestStream(`${base}/tree`, { ifNoneMatch: 'W/"v1"', onChunk })).resolves.toEqual({ notModified: true });
    expect(received).toEqual([]);
  });

  it('streams nothing for a failed answer, and passes on what onChunk throws', async () => {
    server.use(http.get(`${base}/tree`, () => HttpResponse.json({ message: 'tree unavailable' }, { status: 503 })));
    const onChunk = vi.fn();
    const e = await failure(client().requestStream(`${base}/tree`, { onChunk }));
    expect(e.status).toBe(503);
    expect(e.serverMessage).toBe('tree unavailable');
    expect(onChunk).not.toHaveBeenCalled();
    server.use(http.get(`${base}/tree`, () => HttpResponse.json([1])));
    const refused = new Error('not a tree');
    await expect(
      client().requestStream(`${base}/tree`, {
        onChunk: () => {
          throw refused;
        },
      }),
    ).rejects.toBe(refused);
  });

  it('joins with one slash and appends the query', () => {
    expect(buildUrl('http://h/svc/', '/api/x', { a: 1, b: undefined })).toBe('http://h/svc/api/x?a=1');
    expect(buildUrl('http://h/svc', 'api/x')).toBe('http://h/svc/api/x');
  });
});
