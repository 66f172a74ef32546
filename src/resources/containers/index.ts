import FenceIcon from '@mui/icons-material/Fence';
import { lazy } from 'react';
import type { ContainerSummary } from '../../domain/schemas/container';
import type { ResourceEntry } from '../types';

/**
 * Resource `containers`: the virtual boundaries page at /virtual-boundaries?org={id} (doc 002 §2),
 * with its side panels at /virtual-boundaries/add, /{containerId}/edit and /check-permissions.
 */
export default {
  name: 'containers',
  routeKey: 'virtualBoundaries',
  icon: FenceIcon,
  recordRepresentation: (record: ContainerSummary) => record.name,
  routes: [{ path: '/virtual-boundaries/*', component: lazy(() => import('./BoundariesPage')) }],
} satisfies ResourceEntry;
