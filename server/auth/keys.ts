import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JWK } from 'jose';

export interface AuthorityKeys {
  /** The RSA private key (JWK) that signs ID and access tokens. */
  signing: JWK & { kid: string; alg: 'RS256'; use: 'sig' };
  /** Keys that sign the authority's cookies. */
  cookies: string[];
}

export const keysFileName = 'authority-keys.json';

/** Reads the authority's keys from DATA_DIR, generating and storing them on first start. */
export function loadOrCreateKeys(dataDir: string): AuthorityKeys {
  const file = join(dataDir, keysFileName);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as AuthorityKeys;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = createHash('sha256')
    .update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n }))
    .digest('base64url');
  const keys: AuthorityKeys = {
    signing: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    cookies: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(keys, null, 2), { mode: 0o600 });
  renameSync(tmp, file);
  return keys;
}

/** The public half of the signing key, as verifiers need it. */
export function publicJwk(keys: AuthorityKeys): JWK {
  const { kty, n, e, kid, alg, use } = keys.signing;
  return { kty, n, e, kid, alg, use };
}
