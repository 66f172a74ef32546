import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { settingsFromEnv } from '../../server/envSettings';
import { buildApp } from '../../server/index';
import { copySandboxTemplate, makeSandboxTemplate } from '../../tests/server/template';
import { freePort, type RunningSandbox } from './sandbox';

/** A sandbox a browser file runs: its address and data directory; stop() ends it and removes the directory. */
export type BrowserFileSandbox = Pick<RunningSandbox, 'url' | 'dataDir' | 'stop'>;

/**
 * The settings the sandbox's services read from the environment while they run (job lengths,
 * injected faults; server/main.ts lists them). A browser file sets them for as long as its sandbox
 * runs: the files of a worker run one after another (docs/testing.md, "The sandbox in the browser
 * worker's process").
 */
const runtimeSettings = ['INIT_TENANT_SECONDS', 'DEMO_COPY_SECONDS', 'DPC_PROVISION_SECONDS', 'SANDBOX_FAULTS'] as const;

/**
 * Ports this worker's sandboxes have let go, taken again first: the browser profiles keep the
 * console's compiled code per address, and the next file's console at the same address finds it
 * (e2e/support/profiles.ts).
 */
const releasedPorts: number[] = [];

/** The seeded demo set per password and seed choice, made once per worker and copied for each sandbox. */
const templates = new Map<string, Promise<string>>();
const templateDirs: string[] = [];
process.once('exit', () => {
  for (const dir of templateDirs) rmSync(dir, { recursive: true, force: true });
});

function templateFor(password: string, newCustomer: boolean): Promise<string> {
  const key = JSON.stringify([password, newCustomer]);
  let made = templates.get(key);
  if (!made) {
    made = makeSandboxTemplate({ password, newCustomer }).then((dir) => (templateDirs.push(dir), dir));
    templates.set(key, made);
  }
  return made;
}

/**
 * Starts the sandbox (the app `npm start` serves: server/index.ts's buildApp, with the built console)
 * in this process, on a free port, with a fresh data directory copied from a seeded template. `env`
 * takes the names server/main.ts reads (SANDBOX_PASSWORD, SEED_NEW_CUSTOMER, SANDBOX_BRAND, DIST_DIR,
 * ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, and the runtime settings above).
 *
 * In process rather than as `node server/main.ts`: a child process loaded the sandbox's modules and
 * seeded anew for every browser file, 2.6 CPU-s each; here a worker loads them once and copies the
 * seed (docs/testing.md, "The sandbox in the browser worker's process"). server/main.ts itself runs as a process in
 * server/crashSafety.test.ts.
 */
export async function startSandboxInProcess(env: Record<string, string> = {}): Promise<BrowserFileSandbox> {
  const settings = settingsFromEnv(env);
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  copySandboxTemplate(dataDir, await templateFor(settings.password, settings.seedNewCustomer));
  const saved = runtimeSettings.map((name) => [name, process.env[name]] as const);
  for (const name of runtimeSettings) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
  let app: FastifyInstance | undefined;
  let url = '';
  let port = 0;
  try {
    for (let attempt = 1; ; attempt++) {
      // The public address names the port, so a free one is taken first; another process (a unit
      // test's sandbox, another browser file) can take it before the listen: then another port.
      port = (attempt === 1 && releasedPorts.pop()) || (await freePort());
      url = `http://localhost:${port}`;
      app = await buildApp({ dataDir, publicUrl: url, ...settings, logger: { level: 'warn' } });
      try {
        await app.listen({ port, host: 'localhost' });
        break;
      } catch (error) {
        await app.close();
        app = undefined;
        if (attempt >= 4 || !String(error).includes('EADDRINUSE')) throw error;
      }
    }
  } catch (error) {
    await app?.close();
    restore(saved);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = app as FastifyInstance;
  return {
    url,
    dataDir,
    async stop() {
      // Pages still open keep connections alive; the browser's contexts are closed first, and any left are cut.
      const cut = setTimeout(() => running.server.closeAllConnections(), 2000);
      await running.close();
      clearTimeout(cut);
      releasedPorts.push(port);
      restore(saved);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function restore(saved: (readonly [string, string | undefined])[]) {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
