export { AppLayout } from './AppLayout';
export { lightTheme, darkTheme } from './themes';
export { availableRoutes } from './availableRoutes';
export { appVersion } from './AppUserMenu';
