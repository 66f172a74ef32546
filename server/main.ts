/**
 * `npm start` / `npm run serve`: the sandbox on one port. Env: PORT (8080), HOST (localhost; another
 * interface only with a password of one's own, server/http/listenHost.ts), DATA_DIR (./data),
 * PUBLIC_URL (http://localhost:PORT), SANDBOX_PASSWORD (read when the database is first seeded),
 * LOG_LEVEL (warn), DIST_DIR (./dist: the built console to serve), SEED_NEW_CUSTOMER (1: on first
 * seeding, customer.admin's tenant customer starts new, to walk the setup wizard), SANDBOX_BRAND
 * (brand settings other than the vendor's default, as JSON, e.g. {"userManagementAllowed":true}:
 * /config.json serves them and the services enforce them), ACCESS_TOKEN_SECONDS (3600) and
 * REFRESH_TOKEN_SECONDS (28800): the lifetimes of the access token and of the refresh token and
 * sign-in session (server/auth/lifetimes.ts).
 */
import { resolve } from 'node:path';
import { seededAccounts } from './db/seed';
import { DEFAULT_SANDBOX_PASSWORD } from './db/seed/accounts';
import { verifyPassword } from './auth/passwords';
import { buildApp } from './index';
import { DEFAULT_HOST, listenRefusal } from './http/listenHost';
import { settingsFromEnv } from './envSettings';
import { stopOnSignals } from './http/shutdown';

const port = Number(process.env.PORT ?? 8080);
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
const host = process.env.HOST || DEFAULT_HOST;

let settings: ReturnType<typeof settingsFromEnv>;
try {
  settings = settingsFromEnv(process.env);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
const { password } = settings;

const app = await buildApp({ dataDir, publicUrl, ...settings, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
const tmsAdminHash = app.sandbox.db.prepare('SELECT password_hash FROM users WHERE email = ?').pluck().get('tms.admin@sandbox.test') as string | null;
const refusal = listenRefusal(host, await verifyPassword(DEFAULT_SANDBOX_PASSWORD, tmsAdminHash));
if (refusal) {
  console.error(refusal);
  await app.close();
  process.exit(1);
}
stopOnSignals(app);
await app.listen({ port, host });
const shownPassword = (await verifyPassword(password, tmsAdminHash)) ? password : '(the SANDBOX_PASSWORD set when this database was first seeded)';
const homes = new Map(
  (
    app.sandbox.db
      .prepare(`SELECT u.email, o.name FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.email LIKE '%@sandbox.test'`)
      .all() as { email: string; name: string }[]
  ).map((r) => [r.email, r.name]),
);
console.log(`Console ready at ${publicUrl}`);
console.log('');
console.table(seededAccounts.map((a) => ({ email: a.email, password: shownPassword, role: a.description, organization: homes.get(a.email) ?? '' })));
