import Database from 'better-sqlite3';
import { join } from 'node:path';
import { databaseFileName } from '../../server/db/database';
import { startSandboxInProcess, type BrowserFileSandbox } from './inProcessSandbox';
import { closeTestPages, takeViolations, testEnds, testStarts } from './profiles';

/**
 * The seeded accounts' password in the browser files (SANDBOX_PASSWORD). One for all: a worker seeds
 * a template per password and copies it for each file's sandbox (e2e/support/inProcessSandbox.ts).
 */
export const e2ePassword = 'E2e-Sandbox-Pass-1';

export interface E2eSession {
  /** The running sandbox (set once the file's first beforeAll has run). */
  sandbox: BrowserFileSandbox;
  /** One row of the sandbox's database, read-only. */
  row<T>(sql: string, ...params: unknown[]): T;
  /** The id of the organization with that name (undefined at run time when there is none, e.g. after a delete). */
  orgId(name: string): number;
}

/**
 * The set-up every browser test file shares: the sandbox with a fresh copy of the seeded data (`env`:
 * the settings server/main.ts reads; e2e/support/inProcessSandbox.ts), started before the file's
 * tests; after them the pages the file left open are closed and the sandbox stopped. The tests take
 * their pages from `newTestPage` (e2e/support/profiles.ts). A test fails when any page broke its
 * Content-Security-Policy.
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
  beforeAll(async () => {
    session.sandbox = await startSandboxInProcess(env);
  });
  // A test that runs alone gets its pages closed at its end (concurrent tests close their own).
  beforeEach(({ task }) => {
    if (!task.concurrent) testStarts();
  });
  // Every browser test fails when a page broke its Content-Security-Policy (the console's: src/domain/contentSecurityPolicy.ts).
  afterEach(async ({ task }) => {
    if (!task.concurrent) await testEnds();
    expect(takeViolations(), 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await closeTestPages();
    await session.sandbox?.stop();
  });
  return session;
}
