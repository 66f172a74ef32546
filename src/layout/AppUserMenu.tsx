import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Divider, ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { forwardRef } from 'react';
import { UserMenu, useGetIdentity, useLocales, useLogout, useTranslate, useUserMenu } from 'react-admin';
import type { LogoutParams } from '../authProvider/authProvider';
import { LanguageMenuHeader, LanguageMenuItem } from './LanguageMenuItem';

/** The application version (doc 002 §9: 2.105.0), from package.json at build time. */
export const appVersion = __APP_VERSION__;
/** The build's name, when the build was given one (CONSOLE_BUILD, docs/deploy.md). */
export const appBuild = __APP_BUILD__;

const VersionItem = forwardRef<HTMLLIElement>(function VersionItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} {...props} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <InfoIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate(appBuild ? 'app.versionWithBuild' : 'app.version', { version: appVersion, build: appBuild })}</ListItemText>
    </MenuItem>
  );
});

/** Ends the session at the authority too (signoutRedirect with id_token_hint). */
const SignOutItem = forwardRef<HTMLLIElement>(function SignOutItem(props, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const params: LogoutParams = { endSession: true };
  return (
    <MenuItem ref={ref} {...props} onClick={() => logout(params, undefined, false)}>
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('auth.signOut')}</ListItemText>
    </MenuItem>
  );
});

/**
 * react-admin's user menu shows the user's name on a wide window, but names the button "Profile"
 * alone, so a user of speech input who says the name they see reaches nothing (WCAG 2.5.3 Label in
 * Name). There the name comes first in the button's name; on a narrow window the button is an icon and
 * keeps react-admin's label. The breakpoint is the one react-admin chooses the two by.
 */
function useUserMenuLabel() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  return wide && identity?.fullName ? translate('app.userMenuOf', { name: identity.fullName }) : 'ra.auth.user_menu';
}

export function AppUserMenu() {
  const locales = useLocales();
  return (
    <UserMenu label={useUserMenuLabel()}>
      <LanguageMenuHeader />
      {locales.map(({ locale }) => (
        <LanguageMenuItem key={locale} locale={locale} />
      ))}
      <Divider />
      <VersionItem />
      <SignOutItem />
    </UserMenu>
  );
}
