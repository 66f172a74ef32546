import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import type { Job } from '../../domain/changes';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';
import { changesAccess } from './changeAccess';

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
