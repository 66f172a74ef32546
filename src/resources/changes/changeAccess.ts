import { changeActions, mayStartChange, mayUseChanges, type ChangeAction } from '../../domain/changes';
import type { Profile } from '../../domain/profile';
import type { ResourceRule } from '../../domain/permissions/resources';

const mayUse = (profile: Profile) => mayUseChanges(profile);

/**
 * The access rule of resource `changes` (docs/api.md "Change jobs"): the page and the menu entry for
 * whoever may start or approve a job (the domain's mayUseChanges); the sandbox decides each job and
 * each target, and answers per job whether the caller may approve it or steer it. Jobs are never
 * edited or deleted as records: `edit` is steering a job (Pause, Resume, Cancel, Retry failed, Undo).
 */
export const changesAccess: ResourceRule = {
  route: 'hierarchy',
  actions: { list: mayUse, show: mayUse, export: mayUse, create: mayUse, edit: mayUse, delete: () => false },
};

/** The actions offered to the signed-in user: those their roles may run on some organization; the preview decides each target. */
export const offeredChangeActions = (profile: Profile): ChangeAction[] => changeActions.filter((a) => mayStartChange(profile, a));
