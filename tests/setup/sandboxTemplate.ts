import { rmSync } from 'node:fs';
import { makeSandboxTemplate, templateEnvName } from '../../server/testing/template';

/**
 * Vitest globalSetup of the projects that run the sandbox in process: one seeded template database
 * and key set for the whole run, which each test file's sandbox copies (server/testing/template.ts).
 * The folder reaches the test workers through the environment, which they inherit.
 */
export default async function setup() {
  const dir = await makeSandboxTemplate();
  process.env[templateEnvName] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
