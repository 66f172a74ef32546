import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

function found(): string | undefined {
  return candidates.find((p): p is string => !!p && existsSync(p));
}

/**
 * Path of Debian's Chromium. When it is missing and we run as root with apt, install it (the
 * browser tests need it); otherwise fail with the command that installs it.
 */
export function chromiumPath(): string {
  const path = found();
  if (path) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let hasApt = false;
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    hasApt = true;
  } catch {
    hasApt = false;
  }
  if (isRoot && hasApt) {
    execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
      stdio: 'inherit',
      timeout: 600_000,
    });
    const installed = found();
    if (installed) return installed;
  }
  throw new Error(
    'Chromium was not found. Install Debian\'s package with "sudo apt-get install chromium" ' +
      '(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.',
  );
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
