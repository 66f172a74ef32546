import { parseContentSecurityPolicy } from '../../src/domain/contentSecurityPolicy';

/** Whether a Cache-Control value makes a cache ask the server again before every use. */
export function revalidatesEveryTime(cacheControl: string | null): boolean {
  const directives = (cacheControl ?? '').toLowerCase();
  return /\bno-cache\b|\bno-store\b|\bmax-age=0\b/.test(directives);
}

/** Whether a Cache-Control value keeps a hashed asset for a year without asking again. */
export function cachedForever(cacheControl: string | null): boolean {
  const directives = (cacheControl ?? '').toLowerCase();
  const maxAge = Number(/\bmax-age=(\d+)/.exec(directives)?.[1] ?? 0);
  return /\bimmutable\b/.test(directives) && maxAge >= 31_536_000;
}

/**
 * What is wrong with a served Content-Security-Policy for the console (nothing: []): it must refuse
 * framing, run no inline script nor eval, and let the page call every origin its config.json names
 * (`consoleOrigin` is the console's own, which 'self' covers).
 */
export function policyProblems(policy: string | null, consoleOrigin: string, origins: string[]): string[] {
  if (!policy) return ['no Content-Security-Policy header'];
  const directives = parseContentSecurityPolicy(policy);
  const problems: string[] = [];
  if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push("frame-ancestors is not 'none'");
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  if (!scripts) problems.push('neither script-src nor default-src restricts scripts');
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:']) {
    if (scripts?.includes(loose)) problems.push(`scripts may come from ${loose}`);
  }
  const connect = directives.get('connect-src') ?? directives.get('default-src');
  if (connect) {
    const blocked = origins.filter((origin) => !connect.some((source) => allows(source, origin, consoleOrigin)));
    if (blocked.length) problems.push(`connect-src does not allow ${blocked.join(', ')}`);
  }
  return problems;
}

/** Whether one source expression of a policy allows requests to `origin` (CSP Level 3's matching, for origins only). */
function allows(source: string, origin: string, consoleOrigin: string): boolean {
  const target = new URL(origin);
  if (source === '*') return true;
  if (source === "'self'") return origin === consoleOrigin;
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return target.protocol === source.toLowerCase() || (source === 'http:' && target.protocol === 'https:');
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^:/]+)(?::(\d+|\*))?/i.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (scheme && scheme.toLowerCase() !== target.protocol.slice(0, -1)) return false;
  const hostMatches = wildcard ? target.hostname.endsWith(`.${host.toLowerCase()}`) : target.hostname === host.toLowerCase();
  const defaultPort = target.protocol === 'https:' ? '443' : '80';
  const portMatches = port === '*' || (port ?? defaultPort) === (target.port || defaultPort);
  return hostMatches && portMatches;
}
