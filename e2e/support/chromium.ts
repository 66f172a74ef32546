import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browsers = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/** Debian's `chromium-headless-shell`: the same Chromium (one source package, one version), without the desktop browser around it. */
const headlessShell = '/usr/bin/chromium-headless-shell';

const found = (paths: (string | undefined)[]) => paths.find((p): p is string => !!p && existsSync(p));

/** Installs Debian's packages when we run as root with apt; false when we may not. */
function aptInstall(packages: string[]): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
  } catch {
    return false;
  }
  if (!isRoot) return false;
  execFileSync('bash', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`], {
    stdio: 'inherit',
    timeout: 600_000,
  });
  return true;
}

/**
 * Path of Debian's Chromium (or CHROMIUM_PATH). When it is missing and we run as root with apt,
 * install it; otherwise fail with the command that installs it. The benchmarks use this one: it is
 * the browser users run.
 */
export function chromiumPath(): string {
  const path = found([process.env.CHROMIUM_PATH, ...browsers]);
  if (path) return path;
  if (aptInstall(['chromium', 'chromium-headless-shell'])) {
    const installed = found(browsers);
    if (installed) return installed;
  }
  throw new Error(
    'Chromium was not found. Install Debian\'s packages with "sudo apt-get install chromium chromium-headless-shell" ' +
      '(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.',
  );
}

/**
 * The browser for the tests: Chromium's headless shell when it is there (installed beside Chromium
 * when we may, by the browser project's global setup), else Chromium itself; CHROMIUM_PATH, when
 * set, wins.
 *
 * Why: the shell is the same Blink and V8, so pages lay out, run and are judged by axe as in
 * Chromium, but without the desktop browser's own process work and its GPU process. The browser
 * tests used a tenth less CPU with it (713 CPU-s against 790, all 85 passing either way;
 * docs/testing.md, "Chromium's headless shell").
 */
export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return chromiumPath();
  if (existsSync(headlessShell)) return headlessShell;
  if (found(browsers)) {
    // The shell only saves time: when it cannot be installed (no network, say), Chromium runs the tests.
    try {
      if (aptInstall(['chromium-headless-shell']) && existsSync(headlessShell)) return headlessShell;
    } catch (error) {
      console.warn(`Chromium's headless shell could not be installed; the browser tests use Chromium. ${String(error)}`);
    }
  }
  return chromiumPath();
}

/** Flags Chromium needs on these machines (closed network, root, no GPU). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
