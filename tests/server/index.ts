import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../server/db/database';
import { buildApp, type BuildAppOptions } from '../../server/index';
import { copySandboxTemplate } from './template';
import { tokenFor, type MintOptions } from './tokens';

export { tokenFor, tokenFromDataDir, signAccessToken, userIdByEmail, type MintOptions } from './tokens';
export { browser, CookieJar, pkcePair, authorizeUrl, signInWithPassword, type SignInResult } from './oidcFlow';
export { DEFAULT_SANDBOX_PASSWORD, seededAccounts, roleIds } from '../../server/db/seed';

export const TEST_PUBLIC_URL = 'http://sandbox.test';

export interface TestSandbox {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  publicUrl: string;
  /** A valid access token for a seeded account. */
  tokenFor(email: string, options?: MintOptions): Promise<string>;
  /** `{ authorization: 'Bearer …' }` for that account. */
  authHeader(email: string): Promise<{ authorization: string }>;
  /** Closes the app and removes the data directory. */
  close(): Promise<void>;
}

export interface TestSandboxOptions {
  /** Generated organizations instead of the demo set. */
  orgs?: number;
  publicUrl?: string;
  password?: string;
  distDir?: string;
  brand?: BuildAppOptions['brand'];
  lifetimes?: BuildAppOptions['lifetimes'];
}

/** A sandbox on a fresh temporary DATA_DIR, for app.inject; call close() in afterAll. */
export async function createTestSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  // The demo set with the default password is the run's template, copied (tests/server/template.ts).
  if (options.orgs === undefined && options.password === undefined) copySandboxTemplate(dataDir);
  const app = await buildApp({
    dataDir,
    publicUrl: options.publicUrl ?? TEST_PUBLIC_URL,
    password: options.password,
    distDir: options.distDir ?? join(dataDir, 'no-dist'),
    seedOrgs: options.orgs,
    brand: options.brand,
    lifetimes: options.lifetimes,
  });
  return {
    app,
    db: app.sandbox.db,
    dataDir,
    publicUrl: app.sandbox.publicUrl,
    tokenFor: (email, opts) => tokenFor(app, email, opts),
    authHeader: async (email) => ({ authorization: `Bearer ${await tokenFor(app, email)}` }),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * How many rows the sandbox has inserted, updated or deleted since it opened its database (SQLite's
 * total_changes(), which counts the rows trigger programs change too). The sandbox writes through this one
 * connection only (server/index.ts opens it; nothing else in its process writes), so an equal count
 * before and after means nothing was written, and a write that was rolled back still counts. It is
 * one statement, where a hash of every row is a tenth of the server project's CPU.
 */
export function writeCount(db: Db): number {
  return db.prepare('SELECT total_changes()').pluck().get() as number;
}

/**
 * Runs a request that must answer `status` and write nothing: the sandbox's write count is the
 * same before and after. Returns the answer for further checks.
 */
export async function expectUnchanged<R extends { statusCode: number; body?: string }>(
  sb: Pick<TestSandbox, 'db'>,
  run: () => Promise<R>,
  status: number,
): Promise<R> {
  const before = writeCount(sb.db);
  const res = await run();
  expect(res.statusCode, res.body).toBe(status);
  expect(writeCount(sb.db), 'rows written').toBe(before);
  return res;
}

/**
 * A test file's sandbox: created before its tests and closed after them. The object answers for
 * the sandbox once the file's first beforeAll has run (its members read through to it), so it can
 * be handed to helpers such as hierarchyKit at the top of the file.
 */
export function useTestSandbox({ env = {}, ...options }: TestSandboxOptions & { env?: Record<string, string> } = {}): TestSandbox {
  let current: TestSandbox | undefined;
  const sandbox = (): TestSandbox => {
    if (!current) throw new Error('the test sandbox is used before beforeAll created it');
    return current;
  };
  // `env`: settings the sandbox reads (e.g. INIT_TENANT_SECONDS), set for this file's tests only.
  beforeAll(async () => {
    Object.assign(process.env, env);
    current = await createTestSandbox(options);
  }, 60_000);
  afterAll(async () => {
    for (const key of Object.keys(env)) delete process.env[key];
    await current?.close();
  });
  return {
    get app() {
      return sandbox().app;
    },
    get db() {
      return sandbox().db;
    },
    get dataDir() {
      return sandbox().dataDir;
    },
    get publicUrl() {
      return sandbox().publicUrl;
    },
    tokenFor: (email, mint) => sandbox().tokenFor(email, mint),
    authHeader: (email) => sandbox().authHeader(email),
    close: () => sandbox().close(),
  };
}
