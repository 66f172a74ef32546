export { ErrorBar, type ErrorBarProps } from './ErrorBar';
export { NoPermission, NoPermissionPage, type NoPermissionProps } from './NoPermission';
export { PageAccess } from './PageAccess';
export { useProfile } from './useProfile';
export { useFeatureFlags } from './useFeatureFlags';
