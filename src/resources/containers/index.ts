import FenceIcon from '@mui/icons-material/Fence';
import type { ContainerSummary } from '../../domain/schemas/container';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';
import { boundariesPath } from './boundariesPath';
import { lazyPart } from '../../components/replacedBuild';

/**
 * Resource `containers`: the virtual boundaries page at /virtual-boundaries?org={id} (doc 002 §2),
 * with its side panels at /virtual-boundaries/add, /{containerId}/edit and /check-permissions.
 */
export default {
  name: 'containers',
  access: resourceRules.containers,
  icon: FenceIcon,
  recordRepresentation: (record: ContainerSummary) => record.name,
  routes: [{ path: '/virtual-boundaries/*', component: lazyPart(() => import('./BoundariesPage')) }],
  menu: { path: '/virtual-boundaries', labelKey: 'menu.virtualBoundaries', order: 40, withOrganization: boundariesPath },
} satisfies ResourceEntry;
