import type { ReactElement } from 'react';
import type { AppConfig } from '../../src/domain/config';
import { renderApp, type RenderAppOptions } from './renderApp';
import { renderInAdmin, type RenderInAdminOptions } from './renderInAdmin';
import type { SandboxBackend } from './sandboxBackend';

type Brand = Partial<AppConfig['brand']>;

async function signedIn(backend: SandboxBackend, email: string, brand: Brand) {
  const { profile, session } = await backend.signIn(email);
  const config = backend.config;
  return { profile, session, config: { ...config, brand: { ...config.brand, ...brand } } };
}

/** The whole console at `path`, signed in as the seeded account `email`, against the sandbox. */
export async function renderAppAs(
  backend: SandboxBackend,
  email: string,
  { brand = {}, ...options }: Omit<RenderAppOptions, 'profile' | 'session' | 'config'> & { brand?: Brand } = {},
) {
  const signIn = await signedIn(backend, email, brand);
  return { ...(await renderApp({ ...options, ...signIn })), profile: signIn.profile };
}

/**
 * One component in react-admin's contexts, signed in as `email`, against the sandbox, at `path` (or
 * with `path` and `treeCache` given as renderInAdmin takes them).
 */
export async function renderInAdminAs(
  backend: SandboxBackend,
  email: string,
  ui: ReactElement,
  brand: Brand = {},
  at: string | Pick<RenderInAdminOptions, 'path' | 'treeCache'> = {},
) {
  const signIn = await signedIn(backend, email, brand);
  const options = typeof at === 'string' ? { path: at } : at;
  return { ...(await renderInAdmin(ui, { ...signIn, ...options })), profile: signIn.profile };
}
