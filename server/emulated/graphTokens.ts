import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../http/errors';

export const GRAPH_AUDIENCE = 'https://graph.microsoft.com';
export const GRAPH_TOKEN_SECONDS = 3600;
const keyFile = 'emulated-identity-key.json';

export interface GraphClaims {
  /** The directory tenant GUID the token was issued in. */
  tid: string;
  /** Space-separated scopes granted. */
  scp: string;
}

/** The emulated identity provider's signing key (HS256), kept in DATA_DIR. */
function loadKey(dataDir: string): Uint8Array {
  const file = join(dataDir, keyFile);
  if (existsSync(file)) return Buffer.from((JSON.parse(readFileSync(file, 'utf8')) as { k: string }).k, 'base64url');
  const k = randomBytes(32);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ k: k.toString('base64url') }), { mode: 0o600 });
  renameSync(tmp, file);
  return k;
}

/** Issues and checks the bearer tokens of the emulated directory graph (implicit flow of /emulated/identity). */
export function graphTokens(dataDir: string, publicUrl: string) {
  const key = loadKey(dataDir);
  const issuer = `${publicUrl}/emulated/identity`;
  return {
    issue: (claims: GraphClaims & { clientId: string }) =>
      new SignJWT({ tid: claims.tid, scp: claims.scp, appid: claims.clientId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(GRAPH_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${GRAPH_TOKEN_SECONDS}s`)
        .sign(key),
    /** The claims of `Authorization: Bearer …`; 401 when missing, expired or not ours. */
    async verify(authorization: string | undefined): Promise<GraphClaims> {
      const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
      if (!token) throw unauthorized('Access token is empty: send Authorization: Bearer <token> from the emulated identity provider');
      try {
        const { payload } = await jwtVerify(token, key, { issuer, audience: GRAPH_AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.tid !== 'string' || typeof payload.scp !== 'string') throw new Error('claims');
        return { tid: payload.tid, scp: payload.scp };
      } catch {
        throw unauthorized('Access token validation failure: the token is invalid or expired');
      }
    },
  };
}
export type GraphTokens = ReturnType<typeof graphTokens>;
