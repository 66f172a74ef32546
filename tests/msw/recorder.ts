/** One request that reached the msw server, for assertions on method, path, query, headers and body. */
export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  search: string;
  authorization: string | null;
  /** Every request header (lower-case names), e.g. headers.get('consistencylevel'). */
  headers: Headers;
  /** The body text ('' for none); filled in as soon as it has been read. */
  body: string;
  /** When the request reached the msw server (Date.now()), for delays measured on the requests themselves. */
  at: number;
  json(): unknown;
}

const log: RecordedRequest[] = [];

export const requests = {
  all: (): readonly RecordedRequest[] => log,
  find: (method: string, path: string) => log.filter((r) => r.method === method && r.path === path),
  clear: () => {
    log.length = 0;
  },
};

export async function record(request: Request): Promise<void> {
  const url = new URL(request.url);
  const entry: RecordedRequest = {
    method: request.method,
    url: request.url,
    path: url.pathname,
    search: url.search,
    authorization: request.headers.get('authorization'),
    headers: new Headers(request.headers),
    body: '',
    at: Date.now(),
    json() {
      return this.body ? JSON.parse(this.body) : undefined;
    },
  };
  log.push(entry);
  if (request.method !== 'GET' && request.method !== 'HEAD') entry.body = await request.clone().text();
}
