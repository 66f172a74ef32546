import type { FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig, Profile } from '../src/domain';
import type { AuthorityKeys } from './auth/keys';
import type { ProfileLoader } from './auth/profiles';
import type { SignInThrottle } from './auth/signInThrottle';
import type { DirectoryStates } from './emulated/directoryState';
import type { TokenVerifier } from './auth/tokens';
import type { Db } from './db/database';
import type { OrgIndex } from './db/orgIndex';
import { unauthorized } from './http/errors';
import type { ChangeStore } from './services/changeStore';
import type { ChangeRunner } from './services/changeRunner';

/** What every part of the sandbox shares: `app.sandbox`. */
export interface SandboxContext {
  db: Db;
  dataDir: string;
  publicUrl: string;
  orgIndex: OrgIndex;
  loadProfile: ProfileLoader;
  /** Wrong passwords per account and client address. */
  signInThrottle: SignInThrottle;
  /** States the emulated directory pages require of a state-changing decision. */
  directoryStates: DirectoryStates;
  /** Every registered route (method, url pattern), HEAD left out. */
  routes: { method: string; url: string }[];
  /** The brand /config.json serves; its access rules (doc 000 §6) are enforced by the services too. */
  brand: AppConfig['brand'];
  /** Change jobs' store and runner (server/services/changes.ts), once the services are registered. */
  changes?: { store: ChangeStore; runner: ChangeRunner };
  authority: {
    provider: Provider;
    issuer: string;
    keys: AuthorityKeys;
    verifyAccessToken: TokenVerifier;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxContext;
  }
  interface FastifyRequest {
    /** The signed-in caller of an API route (set by the authentication hook of /svc). */
    profile: Profile | null;
  }
}

/** The caller of an authenticated route. */
export function profileOf(request: FastifyRequest): Profile {
  if (!request.profile) throw unauthorized();
  return request.profile;
}
