import type { AuditEvent } from '../../domain/schemas/auditEvent';

type Values = Record<string, unknown>;
const asValues = (v: unknown): Values | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Values) : null);
const show = (v: unknown): string => (v === null || v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * An entry's change as lines a person reads, one per value: `name: Adatum IT Services → Adatum
 * Services`; a value only set (a creation, a request without a stored row) reads `name: value`, one
 * only removed (a deletion) `name: value → –`. Plain text: the screen renders it as text, never HTML.
 */
export function changeLines(event: Pick<AuditEvent, 'before' | 'after'>): string[] {
  const before = asValues(event.before);
  const after = asValues(event.after);
  if (!before && !after) return event.after === null || event.after === undefined ? [] : [show(event.after)];
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((k) => {
    if (!before) return `${k}: ${show(after![k])}`;
    return `${k}: ${show(before[k])} → ${after ? show(after[k]) : '–'}`;
  });
}

/** A row of the audit log's CSV file: the entry's values, before and after as JSON text. */
export function auditCsvRow(event: AuditEvent) {
  return {
    occurredOnUtc: event.occurredOnUtc,
    actorEmail: event.actorEmail,
    organizationId: event.organizationId,
    organizationName: event.organizationName,
    action: event.action,
    supportAction: event.supportAction,
    targetType: event.targetType,
    targetId: event.targetId,
    before: event.before === null ? '' : JSON.stringify(event.before),
    after: event.after === null ? '' : JSON.stringify(event.after),
    requestId: event.requestId,
  };
}

export const auditCsvColumns = [
  'occurredOnUtc',
  'actorEmail',
  'organizationId',
  'organizationName',
  'action',
  'supportAction',
  'targetType',
  'targetId',
  'before',
  'after',
  'requestId',
] as const satisfies readonly (keyof ReturnType<typeof auditCsvRow>)[];
