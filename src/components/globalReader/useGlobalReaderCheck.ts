// Shared, so kept in src/components: the setup wizard's steps and the organization's Data Collection tab both use it.
import { useQuery, type DataTag, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import { globalReaderState, globalReaderVerifyMessageKey } from '../../domain/status/tenantStatus';

export interface GlobalReaderCheck {
  /** The last answer of isGlobalReaderAssigned: true, false, or null while not verified. */
  assigned: boolean | null;
  state: 'granted' | 'notGranted' | 'notVerified';
  /** The 424 / "Something went wrong" message of the last failed verification (doc 000 §4), or null. */
  messageKey: string | null;
  verify: () => void;
  isPending: boolean;
  dismissMessage: () => void;
}

/** The cache entry every user of one organization's check shares (the section and the setup's re-check). */
export const globalReaderCheckKey = (orgId: number) =>
  ['globalReaderCheck', orgId] as const as DataTag<readonly ['globalReaderCheck', number], boolean>;
/** Every organization's check (the setup wizard refreshes them all when it closes). */
export const globalReaderCheckAll = ['globalReaderCheck'] as const;

/**
 * Doc 000 §4 "Global reader role": verified only on demand through isGlobalReaderAssigned. Every
 * component of the page checking the same organization sees the same answer; when none of them is
 * mounted any more (another organization was selected) the answer is forgotten (gcTime 0), so the
 * state starts again from "not verified".
 */
export function useGlobalReaderCheck(orgId: number): GlobalReaderCheck {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: globalReaderCheckKey(orgId),
    queryFn: () => dataProvider.isGlobalReaderAssigned(orgId),
    enabled: false,
    retry: false,
    gcTime: 0,
  });
  const [dismissedCount, setDismissedCount] = useState(0);
  const { refetch, errorUpdateCount: errorCount } = query;
  const verify = useCallback(() => void refetch(), [refetch]);
  const failed = query.error !== null && !query.isFetching && query.errorUpdateCount > dismissedCount;
  const code = failed ? (isApiError(query.error) ? query.error.status : 0) : null;
  const assigned = query.data ?? null;
  return {
    assigned,
    state: globalReaderState(assigned),
    messageKey: globalReaderVerifyMessageKey(code) ?? null,
    verify,
    isPending: query.isFetching,
    dismissMessage: useCallback(() => setDismissedCount(errorCount), [errorCount]),
  };
}

/** Runs the check now for every user of `orgId`'s answer; resolves to the answer, or null when it failed. */
export async function recheckGlobalReader(queryClient: QueryClient, dataProvider: AppDataProvider, orgId: number): Promise<boolean | null> {
  try {
    return await queryClient.fetchQuery({
      queryKey: globalReaderCheckKey(orgId),
      queryFn: () => dataProvider.isGlobalReaderAssigned(orgId),
      staleTime: 0,
      retry: false,
    });
  } catch {
    return null;
  }
}
