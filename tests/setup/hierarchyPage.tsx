import type { ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageMessagesScope } from '../../src/components/errorBar';
import type { AppConfig } from '../../src/domain/config';
import { HierarchyPage } from '../../src/customRoutes/hierarchy/HierarchyPage';
import type { RenderInAdminOptions } from './renderInAdmin';
import type { SandboxBackend } from './sandboxBackend';
import { screenAt } from './renderScreen';
import { renderInAdminAs } from './sandboxRender';

/** A page as App mounts it: behind react-admin's canAccess for its route key, with a loading fallback. */
export const behindAccess = (routeKey: string, page: ReactElement) => screenAt(page, { access: routeKey });

/**
 * The hierarchy page at / and /hierarchy/*, as App mounts it but without the layout, and `others`
 * (<Route> elements of the pages a test starts on, e.g. a landing that goes on to the hierarchy).
 * PageMessagesScope does what the layout does: a page's messages go when another page opens.
 */
export function hierarchyRoutes(others?: ReactNode) {
  const page = behindAccess('hierarchy', <HierarchyPage />);
  return (
    <>
      <PageMessagesScope />
      <Routes>
        <Route path="/" element={page} />
        <Route path="/hierarchy/*" element={page} />
        {others}
      </Routes>
    </>
  );
}

/** The hierarchy page at `path`, signed in as `email`, against the sandbox, in react-admin's contexts. */
export function renderHierarchyAs(
  backend: SandboxBackend,
  email: string,
  path: string,
  { brand = {}, treeCache }: { brand?: Partial<AppConfig['brand']> } & Pick<RenderInAdminOptions, 'treeCache'> = {},
) {
  return renderInAdminAs(backend, email, hierarchyRoutes(), brand, { path, treeCache });
}
