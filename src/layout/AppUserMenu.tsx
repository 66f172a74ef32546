import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { UserMenu, useLocales, useLogout, useTranslate, useUserMenu } from 'react-admin';
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

export function AppUserMenu() {
  const locales = useLocales();
  return (
    <UserMenu>
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
