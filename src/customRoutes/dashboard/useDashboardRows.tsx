import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import type { CrudMeta } from '../../dataProvider';
import type { TenantStatusRecord } from '../../dataProvider/resources/tenantStatus';
import type { RegionKey } from '../../domain/config';
import { DATA_QUERY_MAX_IDS } from '../../domain/schemas/dataQuery';

/** A 400 on the tenant query (the region not provisioned) is the page's own message, as on Tenant Status. */
const shown400: CrudMeta = { shownStatuses: [400] };
/** The order the rows come in does not matter to a count; the organization id keeps the request stable. */
const byOrganization = { field: 'OrgId', order: 'ASC' } as const;
/** Tenant rows change by the hour: a return within a minute draws from what was answered. */
const FRESH_MS = 60_000;

export interface BatchAnswer {
  rows?: TenantStatusRecord[];
  error?: unknown;
}

/**
 * One batch of at most DATA_QUERY_MAX_IDS organizations, asked as Tenant Status asks (react-admin's
 * useGetList of resource `tenantStatus`, the one owner of its query keys), the whole answer on one page:
 * an organization has at most one tenant row, so a page of the batch's size holds them all.
 */
export function TenantBatch({
  id,
  region,
  orgIds,
  onAnswer,
}: {
  id: string;
  region: RegionKey;
  orgIds: number[];
  onAnswer: (id: string, a: BatchAnswer) => void;
}) {
  const { data, error } = useGetList<TenantStatusRecord>(
    'tenantStatus',
    { filter: { region, orgs: orgIds }, pagination: { page: 1, perPage: DATA_QUERY_MAX_IDS }, sort: byOrganization, meta: shown400 },
    { staleTime: FRESH_MS },
  );
  useEffect(() => {
    // Each answer's moment, for `npm run bench` (bench/dashboard.ts reads the last).
    if (data) performance.mark?.('dashboard:batch-answered');
    if (data || error) onAnswer(id, { rows: data, error: data ? undefined : error });
  }, [id, data, error, onAnswer]);
  return null;
}

/** Ids in batches of at most DATA_QUERY_MAX_IDS, each with a key naming its region and organizations. */
export function batchesOf(region: RegionKey, ids: readonly number[]) {
  const out: { id: string; orgIds: number[] }[] = [];
  for (let i = 0; i < ids.length; i += DATA_QUERY_MAX_IDS) {
    const orgIds = ids.slice(i, i + DATA_QUERY_MAX_IDS);
    out.push({ id: `${region}:${orgIds[0]}:${orgIds.length}:${orgIds[orgIds.length - 1]}`, orgIds });
  }
  return out;
}

/**
 * The region's tenant rows for the organizations `ids`, gathered from their batches (render `batches`
 * as TenantBatch with `onAnswer`). `rows` is set once every batch has answered; `error` is the first
 * refusal or failure (the error bar already shows it, a 400 excepted).
 */
export function useDashboardRows(region: RegionKey, ids: readonly number[] | undefined) {
  const batches = useMemo(() => (ids ? batchesOf(region, ids) : []), [region, ids]);
  const [answers, setAnswers] = useState<Record<string, BatchAnswer>>({});
  const onAnswer = useCallback((id: string, a: BatchAnswer) => setAnswers((prev) => (prev[id] === a ? prev : { ...prev, [id]: a })), []);
  const current = batches.map((b) => answers[b.id]);
  const error = current.find((a) => a?.error)?.error;
  const done = ids !== undefined && current.every((a) => a?.rows);
  const rows = useMemo(() => (done ? batches.flatMap((b) => answers[b.id]?.rows ?? []) : undefined), [done, batches, answers]);
  return { batches, onAnswer, rows, error };
}
