import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { databaseFileName } from '../../server/db/database';
import { launchBrowser } from './browser';
import { watchContentSecurityPolicy } from './contentSecurityPolicy';
import { startSandbox, type RunningSandbox } from './sandbox';

export interface E2eSession {
  /** The running sandbox (set once the file's first beforeAll has run). */
  sandbox: RunningSandbox;
  browser: Browser;
  /** One row of the sandbox's database, read-only. */
  row<T>(sql: string, ...params: unknown[]): T;
  /** The id of the organization with that name (undefined at run time when there is none, e.g. after a delete). */
  orgId(name: string): number;
}

/**
 * The set-up every browser test file shares: the real sandbox on a free port with a fresh data
 * directory (`env` on top of process.env) and one Chromium, started before the file's tests and
 * stopped after them; a test fails when any page broke its Content-Security-Policy.
 */
export function useSandboxAndBrowser(env: Record<string, string> = {}, options: { dataDir?: string } = {}): E2eSession {
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
  beforeAll(async () => {
    [session.sandbox, session.browser] = await Promise.all([startSandbox(env, options), launchBrowser()]);
    violations = watchContentSecurityPolicy(session.browser);
  });
  // Every browser test fails when a page broke its Content-Security-Policy (the console's: src/domain/contentSecurityPolicy.ts).
  afterEach(() => {
    expect(violations.splice(0), 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.sandbox?.stop();
  });
  return session;
}
