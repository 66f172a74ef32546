/**
 * Where the sandbox listens. By default on this machine only (`localhost`): the seeded
 * accounts' default password is published in the README, so the sandbox must not answer other
 * machines while it is in use. `HOST` opens another interface, and then only with a password of
 * one's own (`SANDBOX_PASSWORD` when the database was first seeded).
 */
export const DEFAULT_HOST = 'localhost';

const loopback = new Set(['localhost', '127.0.0.1', '::1', '[::1]', 'ip6-localhost']);

export function isLoopbackHost(host: string): boolean {
  return loopback.has(host.trim().toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host.trim());
}

/** Why the sandbox must not start on `host`, or undefined when it may. */
export function listenRefusal(host: string, defaultPasswordInUse: boolean): string | undefined {
  if (isLoopbackHost(host) || !defaultPasswordInUse) return undefined;
  return (
    `Refusing to listen on ${host}: the seeded accounts still use the published default password. ` +
    'Start with a fresh DATA_DIR and SANDBOX_PASSWORD set to a password of your own, or leave HOST unset (localhost only).'
  );
}
