/**
 * What an audit entry may not hold. A value is removed (replaced by REMOVED, so the entry
 * still says that it was set or changed) when its key names a password, a secret, a token, a key, a
 * card or a hash, at any depth; and any string that is a bearer token or a PEM key whatever its key.
 * A flag under such a key (true/false, 0/1: "password_reset_required") tells nothing secret and stays.
 */
export const REMOVED = '[removed]';

const secretKey =
  /pass(word|phrase|wd)?|secret|token|credential|private|api_?key|cipher|hash|card|cvc|cvv|pan$|iban|^t?otp|security_?stamp|authorization|cookie/i;
const secretValue = /^(Bearer\s+)?eyJ[\w-]+\.[\w-]+\.|-----BEGIN [A-Z ]*KEY-----/;

export function isSecretKey(key: string): boolean {
  return secretKey.test(key);
}

const isFlag = (v: unknown) => v === null || v === undefined || typeof v === 'boolean' || v === 0 || v === 1;

/** A copy of `value` without secrets (plain JSON data: objects, arrays, strings, numbers, booleans, null). */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 12) return REMOVED;
  if (typeof value === 'string') return secretValue.test(value) ? REMOVED : value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = isSecretKey(k) && !isFlag(v) ? REMOVED : redact(v, depth + 1);
    return out;
  }
  return value;
}
