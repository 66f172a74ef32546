import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testBrowserPath } from './chromium';

/**
 * The browser project's global setup: one directory for the run's Chromium profiles
 * (e2e/support/profiles.ts), removed when the run ends. A worker cannot remove its own profiles as
 * it exits: their Chromiums are still running then. It also finds the tests' browser once, before
 * any worker starts, so that a missing one is installed by one process, not by every worker at once.
 */
export default function setup() {
  testBrowserPath();
  const dir = mkdtempSync(join(tmpdir(), 'console-e2e-profiles-'));
  process.env.E2E_PROFILES_DIR = dir;
  // A Chromium that is still closing may write into its profile for a moment after the run: Node retries
  // (with a growing pause, about 5 s in all) while the directory is not yet empty.
  return () => rmSync(dir, { recursive: true, force: true, maxRetries: 12, retryDelay: 60 });
}
