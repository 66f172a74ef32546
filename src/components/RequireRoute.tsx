import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading, useAuthenticated } from 'react-admin';
import { canOpenRoute, deniedRouteTarget, type RouteKey } from '../domain/permissions/routes';
import { NoPermission } from './NoPermission';
import { useFeatureFlags } from './useFeatureFlags';
import { useProfile } from './useProfile';

/**
 * The access check around a custom route (DESIGN convention 6): the page when the profile may open
 * it; otherwise the rule's redirect (e.g. /tenant-overview → /), or the no-permission message.
 */
export function RequireRoute({ route, children }: { route: RouteKey; children: ReactNode }) {
  // Pages outside the layout are not covered by <Admin requireAuth>: sign in first here too.
  const { isPending: isCheckingAuth } = useAuthenticated();
  const { profile, isPending } = useProfile();
  const features = useFeatureFlags();
  if (isCheckingAuth || isPending) return <Loading />;
  if (profile && canOpenRoute(profile, route, features)) return <>{children}</>;
  const target = deniedRouteTarget(route);
  return target ? <Navigate to={target} replace /> : <NoPermission />;
}
