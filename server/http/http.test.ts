import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { appConfigSchema, parseContentSecurityPolicy } from '../../src/domain';
import { validated } from './validate';
import { createTestSandbox, type TestSandbox } from '../../tests/server';

let sb: TestSandbox;
const dist = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><title>Console</title><div id="root"></div></html>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  sb = await createTestSandbox({ distDir: dist });
  sb.app.post(
    '/svc/test-echo',
    validated({ body: z.object({ name: z.string() }).strict() }, async ({ body }) => body),
  );
  sb.app.get('/svc/test-throws', async () => {
    throw new Error('database password is hunter2');
  });
  sb.app.get('/svc/test-own-cache', async (_request, reply) => reply.header('Cache-Control', 'private, max-age=5').send({ ok: true }));
});
afterAll(async () => {
  await sb.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('/config.json', () => {
  it('is valid against appConfigSchema, every URL absolute under PUBLIC_URL', async () => {
    const res = await sb.app.inject({ url: '/config.json' });
    expect(res.statusCode).toBe(200);
    const config = appConfigSchema.parse(res.json());
    expect(config.authority).toEqual({ url: 'http://sandbox.test/authority', clientId: 'tenant-console' });
    expect(config.services.account).toBe('http://sandbox.test/svc/account');
    expect(config.regions.EMEA.reporting).toBe('http://sandbox.test/svc/reporting/eu');
    expect(config.regions.US.dataQuery).toBe('http://sandbox.test/svc/data-query/us');
    expect(config.regions.S1.reporting).toBe('http://sandbox.test/svc/reporting/s1');
    expect(config.brand).toMatchObject({ productName: 'Quadrant', whitelabelId: null, allowedAccountTypes: [1, 3] });
    expect(config.environment).toBe('QA');
    const urls = JSON.stringify(config).match(/https?:\/\/[^"]+/g)!;
    for (const url of urls) expect(url.startsWith('http://sandbox.test/')).toBe(true);
  });
});

describe('the console', () => {
  it('serves index.html at / and for client routes, with security headers', async () => {
    for (const url of ['/', '/hierarchy/12/overview', '/my-invoices']) {
      const res = await sb.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it("answers index.html uncached, under the console's Content-Security-Policy, and /config.json uncached", async () => {
    for (const url of ['/', '/my-invoices']) {
      const res = await sb.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.headers['cache-control']).toBe('no-cache');
      const policy = parseContentSecurityPolicy(String(res.headers['content-security-policy']));
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'", 'http://sandbox.test']);
    }
    expect((await sb.app.inject({ url: '/config.json' })).headers['cache-control']).toBe('no-cache');
  });

  it('serves built assets, and 404 JSON for a missing one', async () => {
    const asset = await sb.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await sb.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
  });

  it('says so when the console is not built, without failing', async () => {
    const bare = await createTestSandbox();
    const res = await bare.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Console not built: run npm run build');
    await bare.close();
  });
});

describe('errors', () => {
  it('ping answers without a token', async () => {
    expect((await sb.app.inject({ url: '/svc/ping' })).json()).toEqual({ ok: true });
  });

  it('unknown API routes answer 404 JSON, even for browsers', async () => {
    for (const url of ['/svc/nope', '/svc/account/api/v1.0/nope', '/api/x', '/emulated/nope', '/svc/reporting/us/api/Signup/Nope']) {
      const res = await sb.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    const post = await sb.app.inject({ method: 'POST', url: '/hierarchy', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('a thrown error is a 500 without details or stack', async () => {
    const res = await sb.app.inject({ url: '/svc/test-throws' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal error' });
    expect(res.body).not.toContain('hunter2');
  });

  it('a malformed JSON body, a wrong content type or a wrong shape is a 400 {message, errors}', async () => {
    const post = (payload: string, type = 'application/json') =>
      sb.app.inject({ method: 'POST', url: '/svc/test-echo', headers: { 'content-type': type }, payload });
    for (const res of [await post('{"name":'), await post('{"name": 1}'), await post('{"name": "a", "extra": 1}'), await post('')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect((await post('name=a', 'text/plain')).statusCode).toBe(400);
    const wrongType = await post('<name>a</name>', 'application/xml');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    expect((await post('{"name": "a"}')).json()).toEqual({ name: 'a' });
  });
});

describe('Cache-Control of the services and the authority', () => {
  it('is no-store on every answer under /svc and /authority, errors included, unless the route sets its own', async () => {
    const post = (type: string, payload: string) =>
      sb.app.inject({ method: 'POST', url: '/svc/test-echo', headers: { 'content-type': type }, payload });
    const answers: [string, number, Promise<{ statusCode: number; headers: Record<string, unknown> }>][] = [
      ['ping', 200, sb.app.inject({ url: '/svc/ping' })],
      ['ping, another letter case', 200, sb.app.inject({ url: '/SVC/Ping' })],
      ['a query on /svc', 404, sb.app.inject({ url: '/svc?x=1' })],
      ['an unknown route', 404, sb.app.inject({ url: '/svc/nope', headers: { accept: 'text/html' } })],
      ['no token', 401, sb.app.inject({ url: '/svc/account/api/v1.0/roles' })],
      ['bad JSON', 400, post('application/json', '{')],
      ['a wrong content type', 415, post('text/xml', '<a/>')],
      ['a thrown error', 500, sb.app.inject({ url: '/svc/test-throws' })],
      ['discovery', 200, sb.app.inject({ url: '/authority/.well-known/openid-configuration', headers: { host: 'sandbox.test' } })],
      ['an unknown authority path', 404, sb.app.inject({ url: '/authority/nope' })],
    ];
    const seen = await Promise.all(answers.map(async ([what, , res]) => [what, (await res).statusCode, (await res).headers['cache-control']]));
    expect(seen).toEqual(answers.map(([what, status]) => [what, status, 'no-store']));
    expect((await sb.app.inject({ url: '/svc/test-own-cache' })).headers['cache-control']).toBe('private, max-age=5');
    // Outside /svc and /authority the answers keep theirs.
    expect((await sb.app.inject({ url: '/config.json' })).headers['cache-control']).toBe('no-cache');
    expect((await sb.app.inject({ url: '/svcx', headers: { accept: 'text/html' } })).headers['cache-control']).toBe('no-cache');
  });
});
