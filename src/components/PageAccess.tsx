import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { CanAccess, Loading, useAuthenticated } from 'react-admin';
import { deniedRouteTarget, type ResourceAction } from '../authProvider/accessNames';
import { NoPermission } from './NoPermission';
import { useProfile } from './useProfile';

/**
 * A page or a resource's screen behind react-admin's <CanAccess> (authProvider.canAccess over the one
 * access table; docs/architecture.md "Pages outside CRUD"): rendered when `action` on `resource` (a resource, or a page's
 * route key) is allowed; otherwise the page rule's redirect (e.g. /tenant-overview → /), or the
 * no-permission message in place. Nothing of the screen renders before the answer, so none of its
 * queries goes out for a user who may not see it (react-admin's controllers would send their first one).
 */
export function PageAccess({ resource, action = 'list', children }: { resource: string; action?: ResourceAction; children: ReactNode }) {
  // Pages outside the layout are not covered by <Admin requireAuth>: sign in first here too.
  const { isPending } = useAuthenticated();
  // Every page reads the profile first: asked here once, it is there at the page's first render, so
  // the page's own queries start at once (and "Loading …" shows only while they run).
  const { isPending: isProfilePending } = useProfile();
  if (isPending || isProfilePending) return <Loading />;
  const target = deniedRouteTarget(resource);
  return (
    <CanAccess resource={resource} action={action} loading={<Loading />} accessDenied={target ? <Navigate to={target} replace /> : <NoPermission />}>
      {children}
    </CanAccess>
  );
}
