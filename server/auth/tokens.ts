import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { Profile } from '../../src/domain';
import { unauthorized } from '../http/errors';
import type { ProfileLoader } from './profiles';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  publicKey: JWK;
}

/** Verified tokens kept per verifier: a console sends the same token with every request of its lifetime. */
const VERIFIED_KEPT = 1000;
const CLOCK_TOLERANCE_S = 5;

/**
 * Verifies an API access token: RS256 signature by the authority, issuer, audience, expiry, type at+jwt.
 *
 * A token whose text passed once is not verified again: the same text carries the same signature,
 * claims and key, so only its time claims can change their answer, and they are checked at every call.
 * This takes the RSA verification (a third of a request's CPU) off every request but a token's first.
 */
export function createTokenVerifier({ issuer, audience, publicKey }: TokenVerifierOptions) {
  const keys = createLocalJWKSet({ keys: [publicKey] });
  const verified = new Map<string, JWTPayload & { sub: string }>();
  return async function verifyAccessToken(token: string): Promise<JWTPayload & { sub: string }> {
    const kept = verified.get(token);
    if (kept) {
      const now = Math.floor(Date.now() / 1000);
      if (typeof kept.exp === 'number' && kept.exp + CLOCK_TOLERANCE_S <= now) {
        verified.delete(token);
        throw new joseErrors.JWTExpired('"exp" claim timestamp check failed', kept, 'exp', 'check_failed');
      }
      if (typeof kept.nbf === 'number' && kept.nbf - CLOCK_TOLERANCE_S > now) {
        throw new joseErrors.JWTClaimValidationFailed('"nbf" claim timestamp check failed', kept, 'nbf', 'check_failed');
      }
      return kept;
    }
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience,
      algorithms: ['RS256'],
      typ: 'at+jwt',
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (typeof payload.sub !== 'string' || !payload.sub) throw new joseErrors.JWTClaimValidationFailed('missing sub', payload, 'sub');
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, payload as JWTPayload & { sub: string });
    return payload as JWTPayload & { sub: string };
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

const bearer = /^Bearer\s+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)\s*$/i;

/**
 * The caller of an API request: verifies `Authorization: Bearer <jwt>` and loads the Profile
 * fresh from the database by `sub`. Throws 401 when the token is missing, bad or expired, or the
 * user is no longer active.
 */
export async function authenticateRequest(request: FastifyRequest, verify: TokenVerifier, loadProfile: ProfileLoader): Promise<Profile> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Sign-in required: send a bearer access token');
  const match = bearer.exec(header);
  if (!match) throw unauthorized('The Authorization header must be "Bearer <access token>"');
  let sub: string;
  try {
    sub = (await verify(match[1])).sub;
  } catch (err) {
    const expired = err instanceof joseErrors.JWTExpired;
    request.log.info({ err }, 'access token refused');
    throw unauthorized(expired ? 'The access token has expired' : 'The access token is not valid');
  }
  const profile = loadProfile(sub);
  if (!profile) throw unauthorized('The signed-in account is not active');
  return profile;
}
