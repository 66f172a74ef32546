import { memo, type ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { ErrorBarHost, PageMessagesScope } from '../components/errorBar';
import { ProfileProvider } from '../components/ProfileProvider';
import { LoadRolesAtStart } from './LoadRolesAtStart';
import { MenuFitsWidth } from './MenuFitsWidth';
import { AlertsButton } from './AlertsButton';
import { GlobalSearch } from './search/GlobalSearch';

/**
 * react-admin's toolbar without its language button: the language is chosen in the user menu.
 * Both themes exist (src/layout/themes), so the theme toggle is always there.
 */
const appBarToolbar = (
  <>
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

/** The page title shows in the bar as text; each page carries its own h1. Then the global search and the alerts. */
function AppAppBar() {
  return (
    <AppBar userMenu={<AppUserMenu />} toolbar={appBarToolbar}>
      <TitlePortal component="span" />
      <GlobalSearch />
      <AlertsButton />
    </AppBar>
  );
}

/**
 * react-admin's Layout renders the bar and the menu again whenever a page changes (each navigation,
 * each permission or resource answer re-renders the routes above it), though neither takes a prop
 * that changes: memo lets them render only when what they read (location, store, queries, theme,
 * language) changes, through their own hooks and contexts.
 */
const ChromeAppBar = memo(AppAppBar);
const ChromeMenu = memo(AppMenu);

/** The shell: app bar (page title, theme toggle, user menu), side menu, the one error bar, and the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <ProfileProvider>
      <Layout appBar={ChromeAppBar} menu={ChromeMenu}>
        <LoadRolesAtStart />
        <MenuFitsWidth />
        <PageMessagesScope />
        <ErrorBarHost />
        {children}
      </Layout>
    </ProfileProvider>
  );
}
