import type { ResourceEntry } from './types';

export type { MenuDeclaration, ResourceEntry, ResourceRoute } from './types';

/**
 * Every resource: each folder's index.ts default-exports its ResourceEntry, found here by Vite's
 * import.meta.glob, so adding a resource adds no line here (docs/adding-a-resource.md). <App>, the menu
 * and authProvider.canAccess all read this one list.
 */
const folders = import.meta.glob<{ default: ResourceEntry }>('./*/index.ts', { eager: true });

export const resources: readonly ResourceEntry[] = Object.values(folders).map((folder) => folder.default);
