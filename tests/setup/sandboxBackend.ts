import { http } from 'msw';
import { types } from 'node:util';
import { createProfileLoader } from '../../server/auth/profiles';
import { buildAppConfig } from '../../server/http/appConfig';
import { userIdByEmail, useTestSandbox, type TestSandbox, type TestSandboxOptions } from '../server';
import type { Session } from '../../src/dataProvider/types';
import type { AppConfig } from '../../src/domain/config';
import type { Profile } from '../../src/domain/profile';
import { testOrigin } from '../msw/config';
import { server } from '../msw/server';
import { sandboxPeople } from './sandboxPeople';

// jsdom's realm has an ArrayBuffer of its own, so the Buffers the in-process sandbox sends (Node's
// realm) failed fastify's `payload.buffer instanceof ArrayBuffer` and went out JSON-serialized
// ({"type":"Buffer",…}). In a browser, or in the sandbox's own process, there is one realm.
Object.defineProperty(ArrayBuffer, Symbol.hasInstance, { value: (value: unknown) => types.isArrayBuffer(value), configurable: true });

export interface SandboxBackend {
  sandbox: TestSandbox;
  /** The sandbox's own /config.json, at jsdom's origin. */
  config: AppConfig;
  /** A signed-in session of a seeded account: a real access token and the profile the sandbox builds. */
  signIn(email: string): Promise<{ profile: Profile; session: Session }>;
  /** Seeded organizations, users, associations and invites, looked up by name or e-mail. */
  people: ReturnType<typeof sandboxPeople>;
}

/** TEST_ANSWER_DELAY_MS=n: each sandbox answer comes after a random 0–n ms (docs/testing.md, "Shaking out races"). */
const answerDelayMs = Number(process.env.TEST_ANSWER_DELAY_MS ?? 0);

/**
 * Console tests against the sandbox itself (one backend for tests): the file gets
 * its own sandbox on a temporary database, at jsdom's origin, and every request of the console to
 * that origin goes to it in process (app.inject) through msw, so the request recorder still sees it.
 * Small msw handlers a test adds with server.use() still win over the sandbox.
 */
export function useSandboxBackend(options: TestSandboxOptions & { env?: Record<string, string> } = {}): SandboxBackend {
  const sandbox = useTestSandbox({ ...options, publicUrl: testOrigin });
  beforeEach(() => {
    server.use(
      http.all(`${testOrigin}/*`, async ({ request }) => {
        const url = new URL(request.url);
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
        // Held back on request, to find tests (and pages) that assume an order of answers.
        if (answerDelayMs > 0) await new Promise((r) => setTimeout(r, Math.random() * answerDelayMs));
        const answer = await sandbox.app.inject({
          method: request.method as 'GET',
          url: url.pathname + url.search,
          // No compressed answers: a Response built from the raw payload is not decompressed by fetch.
          headers: Object.fromEntries([...request.headers].filter(([name]) => name !== 'accept-encoding')),
          payload: body,
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
        }
        const empty = answer.statusCode === 204 || answer.statusCode === 304;
        return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
      }),
    );
  });
  return {
    sandbox,
    people: sandboxPeople(() => sandbox.db),
    /** With the sandbox's brand, so that the console shows what the sandbox allows. */
    get config() {
      return buildAppConfig(testOrigin, options.brand);
    },
    async signIn(email) {
      const profile = createProfileLoader(sandbox.db)(userIdByEmail(sandbox.db, email));
      if (!profile) throw new Error(`${email} has no profile in the sandbox`);
      const token = await sandbox.tokenFor(email);
      return { profile, session: { getAccessToken: async () => token, getProfile: async () => profile } };
    },
  };
}
