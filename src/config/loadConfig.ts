import type { AppConfig } from '../domain/config';
import { loadPart } from '../components/replacedBuild/loadPart';

/** Why the configuration could not be used; the start-up error screen shows `details`. */
export class ConfigError extends Error {
  constructor(public readonly details: string) {
    super(`Invalid configuration: ${details}`);
    this.name = 'ConfigError';
  }
}

/**
 * Fetches /config.json (same origin) and validates it against the domain schema. Rejects with a
 * ConfigError whose details say what is wrong: unreachable, not JSON, or which fields are invalid.
 * The schema (and zod with it) is a chunk of its own, fetched beside the file: the data provider's
 * chunk shares it, and the first download does without it.
 */
export async function loadConfig(url = '/config.json', fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const schema = loadPart(() => import('../domain/config'))();
  // A failure to load it is reported below, where the schema is used.
  schema.catch(() => undefined);
  let response: Response;
  try {
    response = await fetchImpl(new URL(url, window.location.href).toString(), { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch (e) {
    throw new ConfigError(`${url}: ${(e as Error).message}`);
  }
  if (!response.ok) throw new ConfigError(`${url}: HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError(`${url}: not JSON`);
  }
  const { appConfigSchema } = await schema;
  const parsed = appConfigSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(fields.join('; '));
  }
  return parsed.data;
}
