import { resolve } from 'node:path';
import { appConfigSchema } from '../src/domain';
import { readLifetimes } from './auth/lifetimes';
import { DEFAULT_SANDBOX_PASSWORD } from './db/seed/accounts';
import type { BuildAppOptions } from './index';

/**
 * The sandbox's settings that buildApp takes, from environment variables (server/main.ts lists them):
 * SANDBOX_PASSWORD, DIST_DIR, SEED_NEW_CUSTOMER, SANDBOX_BRAND, ACCESS_TOKEN_SECONDS and
 * REFRESH_TOKEN_SECONDS. One reading for `npm start` and for the browser tests' sandboxes
 * (e2e/support/inProcessSandbox.ts). Throws an error naming the setting that cannot be used.
 */
export function settingsFromEnv(env: Record<string, string | undefined>) {
  return {
    password: env.SANDBOX_PASSWORD || DEFAULT_SANDBOX_PASSWORD,
    distDir: env.DIST_DIR ? resolve(env.DIST_DIR) : undefined,
    seedNewCustomer: env.SEED_NEW_CUSTOMER === '1' || env.SEED_NEW_CUSTOMER === 'true',
    brand: env.SANDBOX_BRAND ? appConfigSchema.shape.brand.partial().strict().parse(JSON.parse(env.SANDBOX_BRAND)) : undefined,
    lifetimes: readLifetimes(env),
  } satisfies Partial<BuildAppOptions>;
}
