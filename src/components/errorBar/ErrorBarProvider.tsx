import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../../dataProvider/ApiError';
import { createErrorBarStore, type ErrorBarStore } from './errorBarStore';

/** What a query or mutation says about its failure bar (TanStack Query `meta`). */
export interface ErrorBarMeta {
  /** Catalogue key of the friendly text; `false`: the screen shows this failure itself (e.g. no permission). */
  errorKey?: string | false;
  errorValues?: Record<string, unknown>;
  /** A mutation whose bar offers Retry: it runs again with the same variables. */
  retryable?: boolean;
  /** The failures the screen shows itself (e.g. a card refusal beside the form): not reported. */
  shownByScreen?: (error: unknown) => boolean;
  /** A failure about the whole session (not one page's): its bar stays when the page changes. */
  sessionWide?: boolean;
}

const metaOf = (meta: Record<string, unknown> | undefined) => (meta ?? {}) as ErrorBarMeta;

/**
 * A save of react-admin's <EditBase>/<CreateBase> cannot carry TanStack `meta` (the view passes its
 * `mutationOptions.meta` to the data provider as the call's `meta`): its `retryable` is read there.
 */
const retryableOf = (variables: unknown) =>
  (variables as { meta?: { retryable?: unknown } } | undefined)?.meta?.retryable === true ? { retryable: true } : {};

const ErrorBarContext = createContext<ErrorBarStore | null>(null);

export function useErrorBarStore(): ErrorBarStore {
  const store = useContext(ErrorBarContext);
  if (!store) throw new Error('useErrorBarStore needs <ErrorBarProvider>');
  return store;
}

/**
 * The friendly key of a failure: the call's own (meta.errorKey), else the resource map's. A call
 * that names none is not reported: its screen still shows the failure itself (the screens not yet
 * built on the resource pattern), and a second, generic bar would only repeat it.
 */
const errorKeyOf = (meta: ErrorBarMeta, error: unknown) => meta.errorKey || (isApiError(error) && error.messageKey) || undefined;

/**
 * Reports every failed query and mutation of the console's QueryClient to the one error store: the
 * friendly key comes from the call's `meta.errorKey`, else from the resource map (ApiError.messageKey);
 * a failure with neither is left to its screen.
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
      if (meta.shownByScreen?.(error)) return;
      const messageKey = errorKeyOf(meta, error);
      if (!messageKey || (isApiError(error) && error.status === 401)) return;
      store.report({
        error,
        source,
        messageKey,
        values: meta.errorValues,
        sessionWide: meta.sessionWide,
        retry: () => void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true }),
      });
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const { mutation } = event;
      const meta = metaOf({ ...retryableOf(mutation.state.variables), ...mutation.meta });
      const error = event.action.error;
      if (meta.errorKey === false || meta.shownByScreen?.(error)) return;
      const messageKey = errorKeyOf(meta, error);
      const retry = meta.retryable ? () => void mutation.execute(mutation.state.variables).catch(() => undefined) : undefined;
      if (messageKey) store.report({ error, messageKey, values: meta.errorValues, retry, sessionWide: meta.sessionWide });
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, store]);
  return <ErrorBarContext.Provider value={store}>{children}</ErrorBarContext.Provider>;
}
