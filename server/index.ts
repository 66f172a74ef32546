import Fastify, { type FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { API_AUDIENCE, createAuthority } from './auth/authority';
import { registerInteractions } from './auth/interactions';
import { loadOrCreateKeys, publicJwk } from './auth/keys';
import { mountAuthority } from './auth/mount';
import { createProfileLoader } from './auth/profiles';
import type { TokenLifetimes } from './auth/lifetimes';
import { SignInThrottle } from './auth/signInThrottle';
import { createTokenVerifier } from './auth/tokens';
import type { SandboxContext } from './context';
import { isEmpty, migrate, openDatabase } from './db/database';
import { OrgIndex } from './db/orgIndex';
import { seedDatabase } from './db/seed';
import { buildAppConfig } from './http/appConfig';
import { consoleContentSecurityPolicy, type AppConfig } from '../src/domain';
import { consoleFallback, registerConsole, registerSecurityHeaders } from './http/console';
import { registerErrorHandling } from './http/errors';
import { registerNoStore } from './http/noStore';
import { registerServices } from './services';
import { DirectoryStates } from './emulated/directoryState';
import { randomUUID } from 'node:crypto';

export interface BuildAppOptions {
  dataDir: string;
  publicUrl: string;
  /** Password of the seeded accounts when the database is seeded now (first start). */
  password?: string;
  logger?: boolean | { level: string };
  /** The built console; default ./dist. */
  distDir?: string;
  /** Seed this many generated organizations instead of the demo set on first start. */
  seedOrgs?: number;
  /** On first start, customer.admin's tenant customer is seeded as a new one (seed option newCustomer). */
  seedNewCustomer?: boolean;
  /** Brand settings other than the vendor's default (tests of the brand rules). */
  brand?: Partial<AppConfig['brand']>;
  /** Token lifetimes (ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS); default one hour and eight hours. */
  lifetimes?: TokenLifetimes;
}

/** Paths that never fall back to the console's index.html. */
const apiPath = /^\/(svc|authority|emulated|api|assets)(\/|\?|$)|^\/config\.json/;

/**
 * The whole sandbox as one fastify app: the database (migrated, seeded when empty), the OIDC
 * authority at /authority, every service under /svc, /config.json and the built console.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  const db = openDatabase(opts.dataDir);
  migrate(db);
  if (isEmpty(db)) await seedDatabase(db, { password: opts.password, orgs: opts.seedOrgs, newCustomer: opts.seedNewCustomer });
  const keys = loadOrCreateKeys(opts.dataDir);
  const loadProfile = createProfileLoader(db);
  const provider = createAuthority({ publicUrl, db, keys, loadProfile, lifetimes: opts.lifetimes });
  const issuer = `${publicUrl}/authority`;
  const appConfig = buildAppConfig(publicUrl, opts.brand);
  const context: SandboxContext = {
    db,
    dataDir: opts.dataDir,
    publicUrl,
    orgIndex: new OrgIndex(db),
    loadProfile,
    signInThrottle: new SignInThrottle(),
    directoryStates: new DirectoryStates(),
    routes: [],
    brand: appConfig.brand,
    authority: {
      provider,
      issuer,
      keys,
      verifyAccessToken: createTokenVerifier({ issuer, audience: API_AUDIENCE, publicKey: publicJwk(keys) }),
    },
  };

  const logger = opts.logger === true ? { level: process.env.LOG_LEVEL ?? 'info' } : opts.logger || false;
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: new URL(publicUrl).protocol === 'https:',
    // One route whatever the letter case or a trailing slash: /api/signup/deletetenant/ is
    // /api/Signup/DeleteTenant and is authorised as such; parameters keep their case.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Every request has a unique id; the audit log records it and /svc answers carry it (X-Request-Id).
    genReqId: () => randomUUID(),
  });
  // Every route, for docs and for the test that sends bad input to each of them.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') context.routes.push({ method, url: route.url });
  });
  app.decorate('sandbox', context);
  provider.on('server_error', (_ctx: unknown, err: Error) => app.log.error({ err }, 'authority error'));
  app.decorateRequest('profile', null);
  app.addHook('onClose', async () => db.close());
  registerSecurityHeaders(app, consoleContentSecurityPolicy(appConfig));
  registerNoStore(app);

  const distDir = resolve(opts.distDir ?? 'dist');
  registerErrorHandling(app, (url) => apiPath.test(url), consoleFallback(distDir));
  await registerConsole(app, distDir);

  app.get('/config.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(appConfig));
  await registerInteractions(app, { provider, db, publicUrl });
  await mountAuthority(app, provider);
  await registerServices(app);
  return app;
}
