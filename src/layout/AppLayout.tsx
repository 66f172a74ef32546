import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { RolesErrorBar } from './RolesErrorBar';

/** The page title shows in the bar as text; each page carries its own h1. */
function AppAppBar() {
  return (
    <AppBar userMenu={<AppUserMenu />}>
      <TitlePortal component="span" />
    </AppBar>
  );
}

/** The shell: app bar (page title, theme toggle, user menu), side menu, and the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppAppBar} menu={AppMenu}>
      <RolesErrorBar />
      {children}
    </Layout>
  );
}
