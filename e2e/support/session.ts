import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { databaseFileName } from '../../server/db/database';
import { launchBrowser } from './browser';
import { watchContentSecurityPolicy } from './contentSecurityPolicy';
import { startSandboxInProcess, type BrowserFileSandbox } from './inProcessSandbox';

export interface E2eSession {
  /** The running sandbox (set once the file's first beforeAll has run). */
  sandbox: BrowserFileSandbox;
  browser: Browser;
  /** One row of the sandbox's database, read-only. */
  row<T>(sql: string, ...params: unknown[]): T;
  /** The id of the organization with that name (undefined at run time when there is none, e.g. after a delete). */
  orgId(name: string): number;
}

let browserOfWorker: Promise<Browser> | undefined;

/**
 * The Chromium of this worker: the browser files of a worker run one after another (isolate: false)
 * and share it, each in contexts of its own, which it closes at its end; launching one per file cost
 * a CPU-second each (docs/testing.md, "The fifth round").
 */
export async function workerBrowser(): Promise<Browser> {
  const running = await browserOfWorker;
  if (running?.isConnected()) return running;
  browserOfWorker = launchBrowser();
  return browserOfWorker;
}

/** Closes the contexts a file left open in the worker's browser. */
export async function closeContexts(browser: Browser | undefined) {
  await Promise.all((browser?.contexts() ?? []).map((c) => c.close().catch(() => undefined)));
}

/**
 * The set-up every browser test file shares: the sandbox on a free port with a fresh copy of the
 * seeded data (`env`: the settings server/main.ts reads; e2e/support/inProcessSandbox.ts) and the
 * worker's Chromium, started before the file's tests; after them the file's contexts are closed and
 * the sandbox stopped. A test fails when any page broke its Content-Security-Policy.
 */
export function useSandboxAndBrowser(env: Record<string, string> = {}): E2eSession {
  const session = {
    row<T>(sql: string, ...params: unknown[]): T {
      const db = new Database(join(session.sandbox.dataDir, databaseFileName), { readonly: true });
      try {
        return db.prepare(sql).get(...params) as T;
      } finally {
        db.close();
      }
    },
    orgId: (name: string) => session.row<{ id: number } | undefined>('SELECT id FROM organizations WHERE name = ?', name)?.id as number,
  } as E2eSession;
  let violations: string[] = [];
  let stopWatching = () => {};
  beforeAll(async () => {
    [session.sandbox, session.browser] = await Promise.all([startSandboxInProcess(env), workerBrowser()]);
    ({ violations, stop: stopWatching } = watchContentSecurityPolicy(session.browser));
  });
  // Every browser test fails when a page broke its Content-Security-Policy (the console's: src/domain/contentSecurityPolicy.ts).
  afterEach(() => {
    expect(violations.splice(0), 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    stopWatching();
    await closeContexts(session.browser);
    await session.sandbox?.stop();
  });
  return session;
}
