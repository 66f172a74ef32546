export { AppLayout } from './AppLayout';
export { appThemes } from './themes';
export { availableRoutes } from './availableRoutes';
export { appVersion } from './AppUserMenu';
