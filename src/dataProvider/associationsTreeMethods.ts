import type { AppConfig } from '../domain/config';
import { treeCache as browserTreeCache, type TreeAnswer, type TreeCache, type TreeScope } from './associationsTree/treeCache';
import type { PackedTree } from './associationsTree/packedTree';
import type { Services, Session } from './types';

/** The organization tree's reads of GET …/associations (for speed). */
export interface AssociationsTreeMethods {
  /** The answer kept in the browser for the signed-in user, this service and organization; null when none. */
  getKeptAssociationsTree(orgId: number, addUsers: boolean): Promise<TreeAnswer | null>;
  /**
   * The service's answer: with `current`'s ETag as If-None-Match, `current` itself when unchanged
   * (304); otherwise the new answer, parsed off the page's thread and kept for the next visit.
   * Without `current`, `onPreview` receives the tree of the first organizations parsed, before the rest.
   */
  getAssociationsTree(orgId: number, addUsers: boolean, current?: TreeAnswer | null, onPreview?: (tree: PackedTree) => void): Promise<TreeAnswer>;
}

export function createAssociationsTreeMethods(
  services: Services,
  config: AppConfig,
  session: Session,
  cache: TreeCache = browserTreeCache,
): AssociationsTreeMethods {
  // The subject is read from the session at each call: the kept answer of another user never matches.
  const scope = async (orgId: number, addUsers: boolean): Promise<TreeScope> => ({
    subject: (await session.getProfile()).userId,
    serviceUrl: config.services.account,
    orgId,
    addUsers,
  });
  return {
    async getKeptAssociationsTree(orgId, addUsers) {
      return cache.read(await scope(orgId, addUsers));
    },
    async getAssociationsTree(orgId, addUsers, current, onPreview) {
      return cache.revalidate(await scope(orgId, addUsers), current, (etag) =>
        services.account.getAssociationsTree(orgId, addUsers, etag, undefined, current ? undefined : onPreview),
      );
    },
  };
}
