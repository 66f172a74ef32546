import { existsSync, rmSync } from 'node:fs';
import { makeSandboxTemplate, templateEnvName } from '../server/template';

/**
 * Vitest globalSetup of the projects that run the sandbox in process: one seeded template database
 * and key set for the whole run, which each test file's sandbox copies (tests/server/template.ts).
 * The folder reaches the test workers through the environment, which they inherit.
 *
 * Vitest runs a project's global setup for each project that names it, one after another in the same
 * process, before the first file: the first makes the template, the others find it in the environment
 * and take it, and the first removes it at the end.
 */
export default async function setup() {
  const made = process.env[templateEnvName];
  if (made && existsSync(made)) return undefined;
  const dir = await makeSandboxTemplate();
  process.env[templateEnvName] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
