export { ErrorBar, type ErrorBarProps } from './ErrorBar';
export { NoPermission, NoPermissionPage, type NoPermissionProps } from './NoPermission';
export { RequireRoute } from './RequireRoute';
export { useProfile } from './useProfile';
export { useFeatureFlags } from './useFeatureFlags';
