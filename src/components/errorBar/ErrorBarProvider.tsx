import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../../dataProvider/ApiError';
import { createErrorBarStore, type ErrorBarStore } from './errorBarStore';

/** What a query or mutation says about its failure bar (TanStack Query `meta`). */
export interface ErrorBarMeta {
  /** Catalogue key of the friendly text; `false`: the screen shows this failure itself (e.g. no permission). */
  errorKey?: string | false;
  errorValues?: Record<string, unknown>;
}

const metaOf = (meta: Record<string, unknown> | undefined) => (meta ?? {}) as ErrorBarMeta;

const ErrorBarContext = createContext<ErrorBarStore | null>(null);

export function useErrorBarStore(): ErrorBarStore {
  const store = useContext(ErrorBarContext);
  if (!store) throw new Error('useErrorBarStore needs <ErrorBarProvider>');
  return store;
}

/** The friendly key of a failure without a key of its own: the resource map's, else the generic one. */
export const defaultErrorKey = (error: unknown) => (isApiError(error) && error.messageKey) || 'errors.generic';

/**
 * Reports every failed query and mutation of the console's QueryClient to the one error store: the
 * friendly key comes from the call's `meta.errorKey`, else from the resource map (ApiError.messageKey).
 * A query that later succeeds removes its bar; Retry refetches it.
 */
export function ErrorBarProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const [store] = useState(createErrorBarStore);
  useEffect(() => {
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const { query } = event;
      const source = `query:${query.queryHash}`;
      if (event.action.type === 'success') store.clearSource(source);
      const meta = metaOf(query.meta);
      if (event.action.type !== 'error' || meta.errorKey === false) return;
      const error = event.action.error;
      if (isApiError(error) && error.status === 401) return;
      store.report({
        error,
        source,
        messageKey: meta.errorKey || defaultErrorKey(error),
        values: meta.errorValues,
        retry: () => void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true }),
      });
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const { mutation } = event;
      const meta = metaOf(mutation.meta);
      if (meta.errorKey === false) return;
      const error = event.action.error;
      store.report({ error, messageKey: meta.errorKey || defaultErrorKey(error), values: meta.errorValues });
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, store]);
  return <ErrorBarContext.Provider value={store}>{children}</ErrorBarContext.Provider>;
}
