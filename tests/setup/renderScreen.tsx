import { Suspense, type ReactElement } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { PageAccess } from '../../src/components';
import type { AppConfig } from '../../src/domain/config';
import type { ResourceAction } from '../../src/domain/permissions/resources';
import { AppMenu } from '../../src/layout/AppMenu';
import { ResourcesProvider } from '../../src/layout/ResourcesContext';
import { resources } from '../../src/resources';
import type { SandboxBackend } from './sandboxBackend';
import { renderInAdminAs } from './sandboxRender';

export interface ScreenOptions {
  /** Where the memory router starts (path and query). */
  path: string;
  /** The route pattern the screen is mounted at, so that useParams reads the address as in <App>. */
  route: string;
  /** Asked of canAccess before the screen renders, as <App> does for every page: a resource or a page's route key. */
  access?: string;
  action?: ResourceAction;
  /** The resource whose context the screen renders in (a list or an edit view outside <Resource>). */
  resource?: string;
  /** Further screens at their own patterns, for a test that moves between pages. */
  routes?: Record<string, ReactElement>;
  /** The side menu beside the screen, for a test about the menu entries or that moves through them. */
  menu?: boolean;
  brand?: Partial<AppConfig['brand']>;
}

/** The screen as <App> mounts it: behind its access check, with its own loading fallback, in its resource's context. */
function mounted(ui: ReactElement, { access, action = 'list', resource }: Pick<ScreenOptions, 'access' | 'action' | 'resource'>) {
  const suspended = <Suspense fallback={<Loading />}>{ui}</Suspense>;
  const page = access ? (
    <PageAccess resource={access} action={action}>
      {suspended}
    </PageAccess>
  ) : (
    suspended
  );
  return resource ? <ResourceContextProvider value={resource}>{page}</ResourceContextProvider> : page;
}

/**
 * One screen (or a few, with `routes`) in react-admin's contexts, signed in as the seeded account
 * `email`, against the sandbox: no layout, app bar or other pages to draw. `location()` is the memory
 * router's current location (where a redirect or a changed filter left the address).
 */
export async function renderScreenAs(backend: SandboxBackend, email: string, ui: ReactElement, options: ScreenOptions) {
  const { path, route, routes = {}, menu = false, brand = {} } = options;
  const seen: { location?: Location } = {};
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  const view = await renderInAdminAs(
    backend,
    email,
    <>
      <LocationProbe />
      {menu && (
        <ResourcesProvider resources={resources}>
          <AppMenu />
        </ResourcesProvider>
      )}
      <Routes>
        <Route path={route} element={mounted(ui, options)} />
        {Object.entries(routes).map(([pattern, element]) => (
          <Route key={pattern} path={pattern} element={element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </>,
    brand,
    path,
  );
  const location = () => {
    if (!seen.location) throw new Error('the router has not rendered yet');
    return seen.location;
  };
  const searchParam = (name: string) => new URLSearchParams(location().search).get(name);
  return { ...view, location, searchParam };
}

/** A further screen for `routes`, mounted as <App> mounts it. */
export const screenAt = (ui: ReactElement, access?: Pick<ScreenOptions, 'access' | 'action' | 'resource'>) => mounted(ui, access ?? {});
