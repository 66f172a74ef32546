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

/**
 * The `Cookie` header of a browser whose console session (`email`) just asked for the preferred
 * application: it carries the state the emulated directory pages require of a decision.
 */
export async function directoryStateCookie(sb: TestSandbox, email: string): Promise<string> {
  const res = await sb.app.inject({ url: '/svc/account/api/v1.0/azureApplications/preferred', headers: await sb.authHeader(email) });
  const set = String(res.headers['set-cookie'] ?? '');
  if (res.statusCode !== 200 || !set.startsWith('directory_state=')) throw new Error(`no directory state for ${email}: ${res.statusCode}`);
  return set.split(';')[0];
}
