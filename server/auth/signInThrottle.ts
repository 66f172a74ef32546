/**
 * Wrong passwords counted per account **and client address**: after five from one
 * address, that address may not try that account for fifteen minutes, while the owner signing in
 * from another address is not stopped — a stranger cannot lock anyone out. In memory: a restart of
 * the sandbox forgets it, as it forgets sessions in flight.
 */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 15;

interface Entry {
  failures: number;
  lockedUntil: number;
}

export class SignInThrottle {
  private readonly entries = new Map<string, Entry>();

  private key(userId: string, client: string) {
    return `${userId}\n${client}`;
  }

  isLocked(userId: string, client: string, now: number): boolean {
    const entry = this.entries.get(this.key(userId, client));
    return !!entry && entry.lockedUntil > now;
  }

  /** Counts a wrong password; true when this one locks the address out of the account. */
  fail(userId: string, client: string, now: number): boolean {
    const key = this.key(userId, client);
    const entry = this.entries.get(key) ?? { failures: 0, lockedUntil: 0 };
    entry.failures += 1;
    const lock = entry.failures >= MAX_FAILED_ATTEMPTS;
    if (lock) Object.assign(entry, { failures: 0, lockedUntil: now + LOCKOUT_MINUTES * 60_000 });
    this.entries.set(key, entry);
    return lock;
  }

  /** A successful sign-in clears its address; an administrator's lockout reset clears every address. */
  clear(userId: string, client?: string): void {
    if (client !== undefined) {
      this.entries.delete(this.key(userId, client));
      return;
    }
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${userId}\n`)) this.entries.delete(key);
  }
}
