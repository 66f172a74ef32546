import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt parameters; stored with each hash so that they can change later. */
const N = 16384;
/**
 * Cost of the seeded accounts' hashes. Their password is the published sandbox password (printed
 * at start), so a high cost protects nothing there; a lighter one keeps seeding (and every test
 * file, which seeds its own database) fast on small machines. Passwords people choose use N.
 */
export const SEED_COST = 4096;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number): Promise<Buffer> {
  return new Promise((ok, fail) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r: rr, p: pp, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? fail(err) : ok(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url; a fresh random salt per call. */
export async function hashPassword(password: string, cost = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, r, p);
  return ['scrypt', cost, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(rr), Number(pp));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
