import type { InjectOptions } from 'fastify';
import type { TestSandbox } from './';

/** Test helpers of the people routes: seeded ids by name, and calls as a seeded account. */
export function peopleHelpers(sb: TestSandbox) {
  const org = (name: string) => {
    const id = sb.db.prepare('SELECT id FROM organizations WHERE name = ?').pluck().get(name) as number | undefined;
    if (id === undefined) throw new Error(`no organization ${name}`);
    return id;
  };
  const user = (email: string) => {
    const id = sb.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as string | undefined;
    if (id === undefined) throw new Error(`no user ${email}`);
    return id;
  };
  /** A call as `email` (undefined: without a token); `payload` goes as JSON. */
  const call = async (email: string | undefined, method: InjectOptions['method'], url: string, payload?: unknown) =>
    sb.app.inject({
      method,
      url,
      headers: email ? await sb.authHeader(email) : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const row = <T = Record<string, unknown>>(sql: string, ...args: unknown[]) => sb.db.prepare(sql).get(...args) as T;
  return { org, user, call, row };
}

export const account = (path: string) => `/svc/account${path}`;
export const identity = (path: string) => `/svc/identity${path}`;
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
