import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import type { Job } from '../../domain/changes';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';
import { mayUseChanges } from '../../domain/changes';
import type { Profile } from '../../domain/profile';
import type { ResourceRule } from '../../domain/permissions/resources';

const mayUse = (profile: Profile) => mayUseChanges(profile);

/**
 * The access rule of resource `changes` (docs/api.md "Change jobs"): the page and the menu entry for
 * whoever may start or approve a job (the domain's mayUseChanges); the sandbox decides each job and
 * each target, and answers per job whether the caller may approve it or steer it. Jobs are never
 * edited or deleted as records: `edit` is steering a job (Pause, Resume, Cancel, Retry failed, Undo).
 * Which actions a user may start is `changes.actions.<action>` (src/authProvider/accessRules.ts).
 */
const changesAccess: ResourceRule = {
  route: 'hierarchy',
  actions: { list: mayUse, show: mayUse, export: mayUse, create: mayUse, edit: mayUse, delete: () => false },
};

/**
 * Resource `changes`: change jobs, one action applied to many organizations after a preview and,
 * where the policy asks, a second administrator's approval (docs/api.md "Change jobs"). Its list at
 * /changes (tabs Waiting for me, Mine, All) and a job's page at /changes/{id}/show.
 */
export default {
  name: 'changes',
  access: changesAccess,
  icon: PublishedWithChangesIcon,
  recordRepresentation: (record: Job) => record.label,
  list: lazyPart(() => import('./ChangeJobList')),
  show: lazyPart(() => import('./ChangeJobPage')),
  menu: { path: '/changes', labelKey: 'menu.changes', order: 95 },
} satisfies ResourceEntry;
