/**
 * The data and auth providers as react-admin sees them, before their code has arrived. The data
 * provider (every service, its answers' zod schemas, the tree's worker protocol and cache) and the
 * auth provider (oidc-client-ts) are chunks of their own, fetched as the console starts, beside the
 * catalogue and /config.json, and not part of the first download: <Admin> renders at once, and each
 * provider call waits for its chunk. Their failure to load is a replaced build (loadPart reloads).
 */
import type { AccessVerdict, ConsoleAuthProvider } from './authProvider';
import type { AppDataProvider } from './dataProvider';

/**
 * Every data provider method, CRUD or custom, forwarded once the real provider is made. react-admin's
 * useDataProvider asks for methods by name and reads `supportAbortSignal` (the real one supports it).
 */
export function lazyDataProvider(ready: Promise<AppDataProvider>): AppDataProvider {
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({ supportAbortSignal: true } as unknown as AppDataProvider, {
    get(target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      if (name === 'supportAbortSignal') return true;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          const provider = (await ready) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
          if (typeof provider[name] !== 'function') throw new Error(`Unknown dataProvider function: ${name}`);
          return provider[name](...args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}

/** The methods the console's auth provider has (src/authProvider/authProvider.ts); react-admin checks which exist. */
const authMethods = ['login', 'handleCallback', 'checkAuth', 'checkError', 'logout', 'getIdentity', 'getPermissions', 'canAccess'] as const;

/**
 * `accessVerdict`, asked synchronously (useAccess), is the real provider's once its chunk is in.
 * Screens ask it only once the profile is there, which the real provider gave (getPermissions), so
 * it is in by then; before, every answer is a refusal.
 */
export function lazyAuthProvider(ready: Promise<ConsoleAuthProvider>): ConsoleAuthProvider {
  let decide: AccessVerdict | undefined;
  // Registered before any call's own wait on `ready`, so it runs first.
  ready.then((real) => (decide = real.accessVerdict)).catch(() => undefined);
  const accessVerdict: AccessVerdict = (profile, question) => (decide ? decide(profile, question) : { allowed: false, reason: 'noProfile' });
  const provider: Record<string, unknown> = { accessVerdict };
  for (const name of authMethods) {
    provider[name] = async (...args: unknown[]) => {
      const real = (await ready) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
      return real[name](...args);
    };
  }
  return provider as unknown as ConsoleAuthProvider;
}
