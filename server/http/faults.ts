/**
 * A fault switch for tests: SANDBOX_FAULTS, read once when the sandbox starts, holds
 * comma-separated rules `<METHOD> <path pattern>:<N>`. A pattern is matched on the whole request path
 * (with /svc/…, without the query); `*` matches within one segment, `**` across segments. The Nth
 * request matching a rule answers 500 `{message}` before anything else of the route runs, so nothing
 * is written; each rule counts its own matches and fails once. Off when unset or empty.
 * Example: SANDBOX_FAULTS='POST **\/api/v1.0/containers/*\/users:2'.
 */
export interface FaultRule {
  text: string;
  method: string;
  pattern: RegExp;
  nth: number;
}

const RULE = /^([A-Za-z]+)\s+(\S+):([1-9][0-9]{0,8})$/;

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

/** The rules of a SANDBOX_FAULTS value; a rule it cannot read stops the start with an error naming it. */
export function parseFaults(value: string | undefined): FaultRule[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((text) => {
      const m = RULE.exec(text);
      if (!m) throw new Error(`SANDBOX_FAULTS: cannot read the rule "${text}" (expected "<METHOD> <path pattern>:<N>", e.g. "POST /svc/**/users:1")`);
      return { text, method: m[1].toUpperCase(), pattern: toRegExp(m[2]), nth: Number(m[3]) };
    });
}

/** Counts matching requests per rule; answers the rule whose Nth match this request is, if any. */
export function faultSwitch(rules: readonly FaultRule[]) {
  const seen = rules.map(() => 0);
  return (method: string, path: string): FaultRule | undefined => {
    let hit: FaultRule | undefined;
    rules.forEach((rule, i) => {
      if (rule.method !== method.toUpperCase() || !rule.pattern.test(path)) return;
      seen[i] += 1;
      if (seen[i] === rule.nth) hit ??= rule;
    });
    return hit;
  };
}
