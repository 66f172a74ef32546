import { QueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import {
  Admin,
  CustomRoutes,
  Loading,
  Resource,
  ResourceContextProvider,
  type AuthProvider,
  type I18nProvider,
  type ResourceProps,
} from 'react-admin';
import { AuthCallbackPage } from './authProvider/AuthCallbackPage';
import { LoginPage } from './authProvider/LoginPage';
import { NoPermissionPage, PageAccess } from './components';
import { ProfileProvider } from './components/ProfileProvider';
import { AppNotification, ErrorBarProvider } from './components/errorBar';
import { ConfigProvider } from './config';
import { customRoutes, type CustomRouteEntry } from './customRoutes';
import { hierarchyRoute } from './customRoutes/hierarchy';
import type { AppDataProvider } from './dataProvider';
import type { AppConfig } from './domain/config';
import type { ResourceAction } from './authProvider/accessNames';
import { createAppStore } from './i18n/appStore';
import { AppLayout, appThemes } from './layout';
import { ResourcesProvider } from './layout/ResourcesContext';
import { resources as defaultResources, type ResourceEntry } from './resources';
import { lazyPart } from './components/replacedBuild';

const NotFound = lazyPart(() => import('./components/NotFound'));

/**
 * A screen behind react-admin's canAccess for `action` on `resource` (a resource, or a page's route
 * key), with its own loading fallback (also outside the layout), in the resource's context when it has one.
 */
function behindAccess(resource: string, action: ResourceAction, Screen: ComponentType, context?: string) {
  const page = (
    <PageAccess resource={resource} action={action}>
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    </PageAccess>
  );
  return context ? <ResourceContextProvider value={context}>{page}</ResourceContextProvider> : page;
}

const pageElement = (r: CustomRouteEntry) => behindAccess(r.routeKey, 'list', r.component);

const resourceScreens: WeakMap<object, ComponentType> = new WeakMap();

/**
 * A resource's screen at react-admin's default path, asked of canAccess for its own action before it
 * renders (the controller's own check comes after its first query has gone out). One wrapper per
 * screen, so that <Resource> sees the same component on every render.
 */
function resourceScreen(name: string, action: ResourceAction, screen: ResourceProps['list']): ResourceProps['list'] {
  if (!screen || typeof screen !== 'function') return screen;
  const Screen = screen as ComponentType;
  let wrapped = resourceScreens.get(Screen);
  if (!wrapped) {
    wrapped = function ScreenBehindAccess() {
      return behindAccess(name, action, Screen);
    };
    resourceScreens.set(Screen, wrapped);
  }
  return wrapped;
}

/** `/` is the hierarchy page (doc 000 §2), behind the same access check as /hierarchy. */
const HierarchyHome = () => pageElement(hierarchyRoute);

/** The specification's paths of every resource's screens (e.g. /internalusers for `users`). */
function resourceRoutes(resources: readonly ResourceEntry[]) {
  return resources.flatMap((r) =>
    (r.routes ?? []).map((route) => (
      <Route key={route.path} path={route.path} element={behindAccess(r.name, route.action ?? 'list', route.component, r.name)} />
    )),
  );
}

export interface AppProps {
  config: AppConfig;
  authProvider: AuthProvider;
  dataProvider: AppDataProvider;
  i18nProvider: I18nProvider;
  /** Tests pass their own, e.g. without retries. */
  queryClient?: QueryClient;
  /** The resources (default: src/resources); a test may add one. */
  resources?: readonly ResourceEntry[];
}

/** <Admin> assembled from src/resources and src/customRoutes; the providers come from main.tsx or a test. */
export function App({ config, authProvider, dataProvider, i18nProvider, queryClient, resources = defaultResources }: AppProps) {
  // One client for react-admin and for the error bar, which reports every failed call from its caches.
  const [client] = useState(function initialClient() {
    return queryClient ?? new QueryClient();
  });
  // react-admin's store (the chosen language survives sign-out), and that language for what <Admin>
  // takes as props: the title and the themes, which name every progress bar.
  const [store] = useState(createAppStore);
  const subscribeToLocale = useCallback((onChange: () => void) => store.subscribe('locale', onChange), [store]);
  const locale = useSyncExternalStore(subscribeToLocale, () => store.getItem<string>('locale') ?? i18nProvider.getLocale());
  const themes = useMemo(() => appThemes(i18nProvider.translate('app.loading', { lng: locale }), locale), [i18nProvider, locale]);
  return (
    <ConfigProvider config={config}>
      <ResourcesProvider resources={resources}>
        <ErrorBarProvider queryClient={client}>
          {/* Real paths (/my-invoices, /auth-callback), not react-admin's default hash router. Location
              changes are plain updates, not transitions: react-admin's sign-out clears the query cache
              right after it navigates to /login, and that urgent re-render kept restarting the
              transition, so the old page signed out again and again and /login could stay unrendered
              for seconds, calling the services in a loop. */}
          <BrowserRouter useTransitions={false}>
            <Admin
              disableTelemetry
              requireAuth
              title={i18nProvider.translate('app.title', { lng: locale })}
              store={store}
              authProvider={authProvider}
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              queryClient={client}
              layout={AppLayout}
              notification={AppNotification}
              loginPage={LoginPage}
              authCallbackPage={AuthCallbackPage}
              dashboard={HierarchyHome}
              catchAll={NotFound}
              accessDenied={NoPermissionPage}
              theme={themes.lightTheme}
              darkTheme={themes.darkTheme}
            >
              {resources.map(({ access: _access, routes: _routes, menu: _menu, list, create, edit, show, ...resource }) => (
                <Resource
                  key={resource.name}
                  {...resource}
                  list={resourceScreen(resource.name, 'list', list)}
                  create={resourceScreen(resource.name, 'create', create)}
                  edit={resourceScreen(resource.name, 'edit', edit)}
                  show={resourceScreen(resource.name, 'show', show)}
                />
              ))}
              <CustomRoutes>
                {resourceRoutes(resources)}
                {customRoutes
                  .filter((r) => !r.noLayout)
                  .map((r) => (
                    <Route key={r.path} path={r.path} element={pageElement(r)} />
                  ))}
              </CustomRoutes>
              <CustomRoutes noLayout>
                {/* Outside the layout, such a page reads the profile from a provider of its own. */}
                {customRoutes
                  .filter((r) => r.noLayout)
                  .map((r) => (
                    <Route key={r.path} path={r.path} element={<ProfileProvider>{pageElement(r)}</ProfileProvider>} />
                  ))}
              </CustomRoutes>
            </Admin>
          </BrowserRouter>
        </ErrorBarProvider>
      </ResourcesProvider>
    </ConfigProvider>
  );
}

export default App;
