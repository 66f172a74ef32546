import { useCallback } from 'react';
import { useErrorBarStore } from './ErrorBarProvider';
import type { ErrorBarReport } from './errorBarStore';

/**
 * For a failure that is not a query or mutation of the QueryClient (a sequence of calls, a file
 * read): report(error, 'friendly.key') shows it in the one error bar.
 */
export function useReportError() {
  const store = useErrorBarStore();
  return useCallback(
    (error: unknown, messageKey: string, options: Omit<ErrorBarReport, 'error' | 'messageKey'> = {}) =>
      store.report({ error, messageKey, ...options }),
    [store],
  );
}
