import type { TestSandbox } from './index';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Test helpers for the hierarchy routes: an organization's id by name, one request as a seeded account. */
export function hierarchyKit(sb: TestSandbox) {
  // Prepared on first use: the sandbox may not exist yet when the kit is made (useTestSandbox).
  let idStmt: ReturnType<TestSandbox['db']['prepare']> | undefined;
  return {
    orgId(name: string): number {
      idStmt ??= sb.db.prepare('SELECT id FROM organizations WHERE name = ?').pluck();
      const id = idStmt.get(name) as number | undefined;
      if (id === undefined) throw new Error(`No organization named ${name}`);
      return id;
    },
    async call(email: string, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
      return sb.app.inject({
        method,
        url,
        headers: { ...(await sb.authHeader(email)), ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
  };
}
