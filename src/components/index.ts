export { ErrorAlert, type ErrorAlertProps } from './errorBar/ErrorAlert';
export { NoPermission, NoPermissionPage, type NoPermissionProps } from './NoPermission';
export { PageAccess } from './PageAccess';
export { useProfile } from './useProfile';
export { useFeatureFlags } from './useFeatureFlags';
