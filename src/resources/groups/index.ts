import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { OrganizationGroup } from '../../domain/schemas/group';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';

/**
 * Resource `groups`: organization groups at /groups, /groups/{groupId} and
 * /groups/{groupId}/add-organizations (doc 001 §2.1); one page reads the path's rest.
 */
export default {
  name: 'groups',
  access: resourceRules.groups,
  icon: WorkspacesIcon,
  recordRepresentation: (record: OrganizationGroup) => record.name,
  routes: [{ path: '/groups/*', component: lazyPart(() => import('./GroupsPage')) }],
  menu: { path: '/groups', labelKey: 'menu.organizationGroups', order: 20 },
} satisfies ResourceEntry;
