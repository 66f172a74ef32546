import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { API_AUDIENCE, API_SCOPE } from '../../server/auth/authority';
import { keysFileName, type AuthorityKeys } from '../../server/auth/keys';
import { openDatabase, type Db } from '../../server/db/database';
import { CONSOLE_CLIENT_ID } from '../../server/http/appConfig';

export interface MintOptions {
  /** Lifetime, as jose reads it ('1h', '-1m' for an expired token); default 1 hour. */
  expiresIn?: string | number;
  audience?: string;
  /** Leave out the `exp` claim (a token that never expires, which the services must refuse). */
  withoutExpiry?: boolean;
}

/**
 * An access token exactly like the authority's (RS256 with its key, typ at+jwt, aud
 * tenant-console-api, scope api), minted in-process for a seeded account: no browser needed.
 * Test-only: nothing exposes this over HTTP.
 */
export async function signAccessToken(keys: AuthorityKeys, issuer: string, sub: string, options: MintOptions = {}): Promise<string> {
  const key = await importJWK(keys.signing, 'RS256');
  const jwt = new SignJWT({ client_id: CONSOLE_CLIENT_ID, scope: API_SCOPE })
    .setProtectedHeader({ alg: 'RS256', kid: keys.signing.kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setSubject(sub)
    .setAudience(options.audience ?? API_AUDIENCE)
    .setIssuedAt()
    .setJti(randomUUID());
  if (!options.withoutExpiry) jwt.setExpirationTime(options.expiresIn ?? '1h');
  return jwt.sign(key);
}

export function userIdByEmail(db: Db, email: string): string {
  const id = db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as string | undefined;
  if (!id) throw new Error(`No user ${email} in the sandbox database`);
  return id;
}

/** A valid access token for the account `email` of an app built with buildApp. */
export async function tokenFor(app: FastifyInstance, email: string, options?: MintOptions): Promise<string> {
  const { db, authority } = app.sandbox;
  return signAccessToken(authority.keys, authority.issuer, userIdByEmail(db, email), options);
}

/**
 * The same for a sandbox running in another process (e2e): reads DATA_DIR's keys and database.
 * `publicUrl` must be the PUBLIC_URL that sandbox was started with.
 */
export async function tokenFromDataDir(dataDir: string, publicUrl: string, email: string, options?: MintOptions): Promise<string> {
  const keys = JSON.parse(readFileSync(join(dataDir, keysFileName), 'utf8')) as AuthorityKeys;
  const db = openDatabase(dataDir, { readonly: true });
  try {
    return await signAccessToken(keys, `${publicUrl.replace(/\/+$/, '')}/authority`, userIdByEmail(db, email), options);
  } finally {
    db.close();
  }
}
