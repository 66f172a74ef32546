import { serviceAccountKeys } from '../services/serviceAccountKeys';
import { useTestSandbox } from '../../tests/server';
import { cases, regional, requestOf, rowKey } from '../../tests/server/matrixCases';
import { matrixWorld } from '../../tests/server/matrixWorld';
import { rows } from '../../tests/server/permissionMatrix.rows';

/**
 * Loose input (docs/security.md, class 8), field by field: every write route that takes a body gets its valid body (the
 * permission matrix's, as the TMS admin sends it) spoiled one field at a time: an unknown field at
 * every level, each field of the wrong type, each number past Number.MAX_SAFE_INTEGER, each text with a
 * character that hides or reorders it (class 11, "Names that lie"), and no body.
 * Each must answer 400 {message, errors}, never 5xx, and write nothing.
 */
// A brand with every feature on, so that each write route is open to the TMS admin and its bad bodies reach validation.
const sb = useTestSandbox({ brand: { userManagementAllowed: true } });
const UNSAFE = '__unsafe_integer__';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Each spoiled copy of `body`, with what was done to it. */
function spoiled(body: Json, at = 'body'): [string, Json][] {
  const out: [string, Json][] = [];
  if (Array.isArray(body)) {
    if (body.length) out.push(...spoiled(body[0], `${at}[0]`).map(([label, v]): [string, Json] => [label, [v, ...body.slice(1)]]));
    return out;
  }
  if (body === null || typeof body !== 'object') return out;
  out.push([`${at}: an unknown field`, { ...body, unexpectedField: true }]);
  for (const [key, value] of Object.entries(body)) {
    const put = (v: Json): Json => ({ ...body, [key]: v });
    const where = `${at}.${key}`;
    // A text with a character the rule for stored text refuses (src/domain/validation/text.ts): an override, and
    // an unpaired surrogate, which JSON.stringify writes as the escape "\ud800" that fastify's parser keeps.
    if (typeof value === 'string')
      out.push(
        [`${where} as a number`, put(12345)],
        [`${where} with U+202E`, put(`${value}\u202E`)],
        [`${where} with U+D800`, put(`${value}\uD800`)],
      );
    if (typeof value === 'boolean') out.push([`${where} as text`, put(String(value))]);
    if (typeof value === 'number')
      out.push([`${where} as text`, put(String(value))], [`${where} past 2^53`, put(UNSAFE)], [`${where} fractional`, put(value + 0.5)]);
    if (Array.isArray(value)) out.push([`${where} as text`, put('x')]);
    if (value !== null && typeof value === 'object') out.push([`${where} as text`, put('x')]);
    out.push(...spoiled(value, where).map(([label, v]): [string, Json] => [label, put(v)]));
  }
  return out;
}

describe('spoiled bodies on every write route', () => {
  it('answer 400 {message, errors} and write nothing', async () => {
    const w = matrixWorld(sb.db, () => serviceAccountKeys(sb.dataDir).publicKeyPem);
    const admin = w.personas.find((p) => p.email === 'tms.admin@sandbox.test')!;
    const auth = { authorization: `Bearer ${await sb.tokenFor(admin.email)}` };
    const changes = () => sb.db.prepare('SELECT total_changes()').pluck().get() as number;
    const failures: string[] = [];
    let tried = 0;
    const writes = sb.app.sandbox.routes.filter((r) => r.url.startsWith('/svc/') && r.method !== 'GET');
    for (const { method, url } of writes) {
      const row = rows[rowKey(method, url)];
      const own = cases(sb.db, w, row, admin, regional.exec(url)?.[2])[0][1];
      const { path, body } = requestOf(method, url, row, own);
      if (body === undefined) continue;
      const variants: [string, string | undefined][] = [
        ['no body', undefined],
        ...spoiled(body as Json).map(([label, v]): [string, string] => [label, JSON.stringify(v).replace(`"${UNSAFE}"`, '9007199254740993')]),
      ];
      for (const [label, payload] of variants) {
        tried++;
        const before = changes();
        const res = await sb.app.inject({
          method: method as 'POST',
          url: path,
          headers: { ...auth, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
          payload,
        });
        const answer = res.statusCode === 400 ? res.json() : undefined;
        const good = answer && typeof answer.message === 'string' && Object.keys(answer.errors ?? {}).length > 0;
        if (!good) failures.push(`${method} ${url} ${label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        if (changes() !== before) failures.push(`${method} ${url} ${label}: wrote`);
      }
    }
    console.log(
      `spoiled bodies: ${tried} requests on ${writes.length} write routes, ${tried - failures.length} refused with 400, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
  }, 60_000);
});
