import type { Db } from '../db/database';
import { UserStatus } from '../db/enums';
import { hashPassword, verifyPassword } from './passwords';
import type { SignInThrottle } from './signInThrottle';

export { LOCKOUT_MINUTES, MAX_FAILED_ATTEMPTS } from './signInThrottle';

/** Where a sign-in attempt comes from: the client's address, and the sandbox's count of failures. */
export interface AttemptSource {
  client: string;
  throttle: SignInThrottle;
}

/** `mustChangePassword`: support reset the password; the sign-in asks for a new one before it completes. */
export type SignInResult = { ok: true; userId: string; mustChangePassword?: boolean } | { ok: false; message: string };

export const signInMessages = {
  invalid: 'The email or password is incorrect.',
  missing: 'Enter your email and password.',
  locked: 'This account is locked after too many failed sign-in attempts. Try again later, or ask an administrator to reset the lockout.',
  disabled: 'This account is disabled. Ask an administrator of your organization to enable it.',
  pending: 'This account is not active yet. Accept your invitation first.',
} as const;

interface CredentialRow {
  id: string;
  password_hash: string | null;
  status_type: number;
  access_failed_count: number;
  lockout_enabled: number;
  lockout_end: string | null;
  password_reset_required: number;
}

/** A hash to compare against when the email is unknown, so that timing does not tell. */
let decoy: Promise<string> | undefined;

/**
 * Checks an email and password against the users table: scrypt hash, status, lockout. A lockout an
 * administrator can see (`lockout_end`, e.g. seeded) is honoured for every address. A wrong password
 * counts in `access_failed_count` (shown on the user's detail) and in the throttle of this client
 * address, which refuses that address for 15 minutes after 5 (signInThrottle.ts); a success clears
 * both and records last_successful_logon_utc.
 */
export async function checkCredentials(db: Db, email: string, password: string, source: AttemptSource, now = new Date()): Promise<SignInResult> {
  if (!email.trim() || !password) return { ok: false, message: signInMessages.missing };
  const row = db
    .prepare(
      'SELECT id, password_hash, status_type, access_failed_count, lockout_enabled, lockout_end, password_reset_required FROM users WHERE email = ?',
    )
    .get(email.trim()) as CredentialRow | undefined;
  if (!row) {
    await verifyPassword(password, await (decoy ??= hashPassword('decoy')));
    return { ok: false, message: signInMessages.invalid };
  }
  const locked =
    (row.lockout_end !== null && Date.parse(row.lockout_end) > now.getTime()) || source.throttle.isLocked(row.id, source.client, now.getTime());
  if (row.lockout_enabled && locked) {
    return { ok: false, message: signInMessages.locked };
  }
  if (!(await verifyPassword(password, row.password_hash))) {
    db.prepare('UPDATE users SET access_failed_count = access_failed_count + 1 WHERE id = ?').run(row.id);
    const lock = row.lockout_enabled === 1 && source.throttle.fail(row.id, source.client, now.getTime());
    return { ok: false, message: lock ? signInMessages.locked : signInMessages.invalid };
  }
  if (row.status_type === UserStatus.Disabled) return { ok: false, message: signInMessages.disabled };
  if (row.status_type !== UserStatus.Active) return { ok: false, message: signInMessages.pending };
  source.throttle.clear(row.id, source.client);
  db.prepare('UPDATE users SET access_failed_count = 0, lockout_end = NULL, last_successful_logon_utc = ? WHERE id = ?').run(
    now.toISOString(),
    row.id,
  );
  return { ok: true, userId: row.id, mustChangePassword: row.password_reset_required === 1 };
}
