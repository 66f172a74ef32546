export { AppLayout } from './AppLayout';
export { appThemes } from './themes';
export { appVersion } from './AppUserMenu';
