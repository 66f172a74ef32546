import { Suspense, type ReactElement } from 'react';
import { AuthContext, Loading, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { PageAccess } from '../../src/components';
import { AppNotification, PageMessagesScope } from '../../src/components/errorBar';
import type { AppConfig } from '../../src/domain/config';
import type { Profile } from '../../src/domain/profile';
import type { ResourceAction } from '../../src/domain/permissions/resources';
import { AppMenu } from '../../src/layout/AppMenu';
import { ResourcesProvider } from '../../src/layout/ResourcesContext';
import { resources } from '../../src/resources';
import { customRoutes } from '../../src/customRoutes';
import type { SandboxBackend } from './sandboxBackend';
import { loadLazy } from './loadLazy';
import { renderInAdmin } from './renderInAdmin';
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
  /** Parts drawn outside the routes, as the app bar's are (e.g. the global search): they stay while the address changes. */
  beside?: ReactElement;
  /** The side menu beside the screen, for a test about the menu entries or that moves through them. */
  menu?: boolean;
  /** An auth provider of the test's own for the screens (e.g. to see what login is asked). */
  authProvider?: AuthProvider;
  /** Sandbox only: brand settings over the sandbox's own. */
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
 * The screen at its route, the further routes, the menu if asked, and a probe of the router's
 * location; with what <App> and its layout always mount around a page: react-admin's notifications
 * (the success messages) and the scope that ties the error bar's messages to the page shown.
 */
function screenTree(ui: ReactElement, options: ScreenOptions) {
  const { route, routes = {}, menu = false, authProvider, beside } = options;
  const seen: { location?: Location } = {};
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  const screens = (
    <>
      <LocationProbe />
      <PageMessagesScope />
      <AppNotification />
      {beside}
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
    </>
  );
  const tree = authProvider ? <AuthContext.Provider value={authProvider}>{screens}</AuthContext.Provider> : screens;
  const location = () => {
    if (!seen.location) throw new Error('the router has not rendered yet');
    return seen.location;
  };
  const searchParam = (name: string) => new URLSearchParams(location().search).get(name);
  return { tree, location, searchParam };
}

/**
 * One screen (or a few, with `routes`) in react-admin's contexts, signed in as the seeded account
 * `email`, against the sandbox: no layout, app bar or other pages to draw. `location()` is the memory
 * router's current location (where a redirect or a changed filter left the address).
 */
export async function renderScreenAs(backend: SandboxBackend, email: string, ui: ReactElement, options: ScreenOptions) {
  const { tree, location, searchParam } = screenTree(ui, options);
  await loadLazy(ui.type);
  const view = await renderInAdminAs(backend, email, tree, options.brand ?? {}, options.path);
  return { ...view, location, searchParam };
}

/** The same for a profile, against the msw handlers of tests/msw (no sandbox). */
export async function renderScreen(ui: ReactElement, { profile, config, ...options }: ScreenOptions & { profile: Profile; config?: AppConfig }) {
  const { tree, location, searchParam } = screenTree(ui, options);
  await loadLazy(ui.type);
  const view = await renderInAdmin(tree, { profile, config, path: options.path });
  return { ...view, location, searchParam };
}

/** A further screen for `routes`, mounted as <App> mounts it. */
export const screenAt = (ui: ReactElement, access?: Pick<ScreenOptions, 'access' | 'action' | 'resource'>) => mounted(ui, access ?? {});

/**
 * The page <App> mounts at the route pattern `route`: a resource's screen at the specification's path
 * (its `routes` entry, e.g. '/internaluser/:userId/:tab?') or a custom page (src/customRoutes), with
 * the access check and resource context <App> gives it. `ui` and `at` go to renderScreenAs (`path`
 * added: `renderScreenAs(backend, email, page.ui, { ...page.at, path })`), `element` to `routes`.
 */
export function appPage(route: string) {
  const entry = resources.find((r) => r.routes?.some((x) => x.path === route));
  const screen = entry?.routes?.find((x) => x.path === route);
  const custom = customRoutes.find((r) => r.path === route);
  const Screen = screen?.component ?? custom?.component;
  if (!Screen) throw new Error(`<App> mounts no page at ${route}`);
  const at = entry ? { route, access: entry.name, action: screen!.action ?? 'list', resource: entry.name } : { route, access: custom!.routeKey };
  return { ui: <Screen />, at, element: mounted(<Screen />, at) };
}
