import type { AppConfig } from './config';

/**
 * The Content-Security-Policy the console works under (docs/deploy.md): its own scripts only, no
 * eval, inline styles (MUI's emotion writes its styles into <style> elements at run time), calls only
 * to its own origin and to the hosts config.json names, and no framing. The sandbox sends it with
 * index.html; `npm run smoke` checks a deployment's policy against its config.json.
 */
export function consoleContentSecurityPolicy(config: AppConfig): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...configOrigins(config)].join(' ')}`,
    "worker-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Every origin config.json names (the authority, the services, the regional hosts, the emulated ones), once each, sorted. */
export function configOrigins(config: AppConfig): string[] {
  const { authority, services, regions, emulated } = config;
  const urls = [
    authority.url,
    ...Object.values(services),
    ...Object.values(regions).flatMap((r) => [r.reporting, r.dataQuery]),
    emulated.consent,
    emulated.identity,
    emulated.graph,
    emulated.cardProvider,
  ];
  return [...new Set(urls.map((u) => new URL(u).origin))].sort();
}

/** The policy's directives by name, each with its sources (for checks of a served policy). */
export function parseContentSecurityPolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
