import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningSandbox {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Sends `signal` to the process and waits for its end: its exit code, and how long it took to end. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

const root = resolve(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

/**
 * Starts the real sandbox (`server/main.ts`, as `npm start` does after the build) on a free port
 * with a fresh data directory, and waits for its "Console ready at" line.
 */
export async function startSandbox(
  env: Record<string, string> = {},
  options: { dataDir?: string; /** stop() leaves the data directory (to start again on it). */ keepDataDir?: boolean } = {},
): Promise<RunningSandbox> {
  // The browser tests run beside the unit suites (one of which starts a sandbox of its own), so
  // another process can take the free port between freePort() and the listen: then start again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env, options);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnFreePort(env: Record<string, string>, options: { dataDir?: string; keepDataDir?: boolean }): Promise<RunningSandbox> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`sandbox did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Console ready at')) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`sandbox exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    async kill(signal) {
      const sent = Date.now();
      if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, ms: 0 };
      const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
      child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - sent };
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((ok) => child.once('exit', ok));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((ok) => setTimeout(ok, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
