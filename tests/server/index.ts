import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
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

/** A digest of every row of every table: equal before and after means nothing was written. */
export function databaseChecksum(db: Db): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  for (const table of tables) {
    hash.update(`#${table}\n`);
    for (const row of db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().iterate() as Iterable<unknown[]>) {
      hash.update(JSON.stringify(row));
    }
  }
  return hash.digest('hex');
}

/**
 * Runs a request that must answer `status` and write nothing: the database checksum is the same
 * before and after. Returns the answer for further checks.
 */
export async function expectUnchanged<R extends { statusCode: number; body?: string }>(
  sb: Pick<TestSandbox, 'db'>,
  run: () => Promise<R>,
  status: number,
): Promise<R> {
  const before = databaseChecksum(sb.db);
  const res = await run();
  expect(res.statusCode, res.body).toBe(status);
  expect(databaseChecksum(sb.db)).toBe(before);
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
