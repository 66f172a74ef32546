import FenceIcon from '@mui/icons-material/Fence';
import type { ContainerSummary } from '../../domain/schemas/container';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';

/**
 * Resource `containers`: the virtual boundaries page at /virtual-boundaries?org={id} (doc 002 §2),
 * with its side panels at /virtual-boundaries/add, /{containerId}/edit and /check-permissions.
 */
export default {
  name: 'containers',
  routeKey: 'virtualBoundaries',
  icon: FenceIcon,
  recordRepresentation: (record: ContainerSummary) => record.name,
  routes: [{ path: '/virtual-boundaries/*', component: lazyPart(() => import('./BoundariesPage')) }],
} satisfies ResourceEntry;
