import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Loading, Resource, type AuthProvider, type I18nProvider } from 'react-admin';
import { AuthCallbackPage, LoginPage } from './authProvider';
import { NoPermissionPage, RequireRoute } from './components';
import { ConfigProvider } from './config';
import { customRoutes, type CustomRouteEntry } from './customRoutes';
import { hierarchyRoute } from './customRoutes/hierarchy';
import type { AppDataProvider } from './dataProvider';
import type { AppConfig } from './domain/config';
import { AppLayout, darkTheme, lightTheme } from './layout';
import { resources } from './resources';

const NotFound = lazy(() => import('./components/NotFound'));

/** A custom page behind its access check, with its own loading fallback (also outside the layout). */
function guarded({ routeKey, component: Page }: CustomRouteEntry) {
  return (
    <RequireRoute route={routeKey}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </RequireRoute>
  );
}

/** `/` is the hierarchy page (doc 000 §2), behind the same access check as /hierarchy. */
const HierarchyHome = () => guarded(hierarchyRoute);

export interface AppProps {
  config: AppConfig;
  authProvider: AuthProvider;
  dataProvider: AppDataProvider;
  i18nProvider: I18nProvider;
  /** Tests pass their own, e.g. without retries. */
  queryClient?: QueryClient;
}

/** <Admin> assembled from src/resources and src/customRoutes; the providers come from main.tsx or a test. */
export function App({ config, authProvider, dataProvider, i18nProvider, queryClient }: AppProps) {
  return (
    <ConfigProvider config={config}>
      {/* Real paths (/my-invoices, /auth-callback), not react-admin's default hash router. */}
      <BrowserRouter>
        <Admin
          disableTelemetry
          requireAuth
          title={i18nProvider.translate('app.title')}
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          queryClient={queryClient}
          layout={AppLayout}
          loginPage={LoginPage}
          authCallbackPage={AuthCallbackPage}
          dashboard={HierarchyHome}
          catchAll={NotFound}
          accessDenied={NoPermissionPage}
          theme={lightTheme}
          darkTheme={darkTheme}
        >
          {resources.map(({ routeKey: _routeKey, ...resource }) => (
            <Resource key={resource.name} {...resource} />
          ))}
          <CustomRoutes>
            {customRoutes
              .filter((r) => !r.noLayout)
              .map((r) => (
                <Route key={r.path} path={r.path} element={guarded(r)} />
              ))}
          </CustomRoutes>
          <CustomRoutes noLayout>
            {customRoutes
              .filter((r) => r.noLayout)
              .map((r) => (
                <Route key={r.path} path={r.path} element={guarded(r)} />
              ))}
          </CustomRoutes>
        </Admin>
      </BrowserRouter>
    </ConfigProvider>
  );
}

export default App;
