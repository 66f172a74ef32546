import { lazy, type ComponentType } from 'react';
import { loadPart } from './loadPart';
import { PartNotLoaded } from './PartNotLoaded';

/**
 * React.lazy over loadPart: a page (or a dialog's content) that failed to load shows PartNotLoaded,
 * its message and Reload button, never react-admin's error screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature: any component's props
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const loadOrExplain = loadPart(load);
  return lazy(() => loadOrExplain().catch(() => ({ default: PartNotLoaded as unknown as T })));
}
