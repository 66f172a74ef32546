import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestSandbox, type TestSandbox } from '../../tests/server';
import { smokeCheck } from './checks';
import { policyProblems } from './headers';

let sb: TestSandbox;
const dist = mkdtempSync(join(tmpdir(), 'smoke-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><script type="module" crossorigin src="/assets/index-abc123.js"></script><div id="root"></div></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  sb = await createTestSandbox({ distDir: dist });
});
afterAll(async () => {
  await sb.close();
  rmSync(dist, { recursive: true, force: true });
});

/** fetch over the sandbox in this process (its PUBLIC_URL is http://sandbox.test); `edit` changes an answer as another server would send it. */
function sandboxFetch(edit: (path: string, answer: Response) => Response = (_p, a) => a): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const res = await sb.app.inject({ url: url.pathname + url.search, headers });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) answerHeaders.set(name, String(value));
    return edit(
      url.pathname,
      new Response(res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: answerHeaders }),
    );
  };
}

const failures = (results: { ok: boolean; text: string }[]) => results.filter((r) => !r.ok).map((r) => r.text);

describe('npm run smoke', () => {
  it('passes every check against the sandbox', async () => {
    const results = await smokeCheck('http://sandbox.test', sandboxFetch());
    expect(failures(results)).toEqual([]);
    expect(results.map((r) => r.text)).toContain('the authority offers PKCE with S256 (S256)');
    expect(results.length).toBeGreaterThanOrEqual(15);
  });

  it('names what a server does wrong: index.html cached, no policy, config.json short of a field, every path answered with index.html', async () => {
    const index = (await sb.app.inject({ url: '/', headers: { accept: 'text/html' } })).body;
    const results = await smokeCheck(
      'http://sandbox.test',
      sandboxFetch((path, answer) => {
        if (path === '/') return new Response(index, { headers: { 'content-type': 'text/html', 'cache-control': 'max-age=3600' } });
        if (path === '/config.json')
          return answer
            .json()
            .then((config) => Response.json({ ...config, services: { ...config.services, audit: undefined } }, { headers: answer.headers })) as never;
        if (path.startsWith('/assets/smoke')) return new Response(index, { headers: { 'content-type': 'text/html' } });
        return answer;
      }),
    );
    expect(failures(results)).toEqual([
      '/ is revalidated every time (Cache-Control: max-age=3600)',
      '/ sends X-Content-Type-Options: nosniff',
      '/config.json is valid for the console: services.audit: Invalid input: expected string, received undefined',
      'the Content-Security-Policy of /: no Content-Security-Policy header',
      'a missing asset answers 404, not index.html (200)',
    ]);
  });

  it('says when the site does not answer at all', async () => {
    const results = await smokeCheck('http://sandbox.test', async () => {
      throw new TypeError('fetch failed');
    });
    expect(failures(results)[0]).toBe('http://sandbox.test/: no answer (fetch failed)');
  });
});

describe("a served Content-Security-Policy for the console's hosts", () => {
  const hosts = ['https://console.example.com', 'https://api.vendor.example', 'https://login.vendor.example:8443'];
  it("accepts 'self', named hosts, wildcard subdomains and ports", () => {
    const policy = "default-src 'self'; script-src 'self'; connect-src 'self' https://*.vendor.example:* ; frame-ancestors 'none'";
    expect(policyProblems(policy, 'https://console.example.com', hosts)).toEqual([]);
  });

  it('names a host the page may not call, framing allowed, and inline scripts', () => {
    const policy = "script-src 'self' 'unsafe-inline'; connect-src 'self' https://api.vendor.example";
    expect(policyProblems(policy, 'https://console.example.com', hosts)).toEqual([
      "frame-ancestors is not 'none'",
      "scripts may come from 'unsafe-inline'",
      'connect-src does not allow https://login.vendor.example:8443',
    ]);
    expect(policyProblems(null, 'https://console.example.com', hosts)).toEqual(['no Content-Security-Policy header']);
  });
});
