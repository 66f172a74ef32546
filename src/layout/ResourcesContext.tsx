import { createContext, useContext, type ReactNode } from 'react';
import type { ResourceEntry } from '../resources/types';

const ResourcesContext = createContext<readonly ResourceEntry[]>([]);

/** The resources <App> was given, for the menu (a test may add one). */
export function ResourcesProvider({ resources, children }: { resources: readonly ResourceEntry[]; children: ReactNode }) {
  return <ResourcesContext.Provider value={resources}>{children}</ResourcesContext.Provider>;
}

export const useResources = () => useContext(ResourcesContext);
