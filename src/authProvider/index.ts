export { createAuthProvider, type AuthProviderOptions, type LogoutParams } from './authProvider';
export { createUserManager, callbackPath, type OidcUserManager } from './userManager';
export { createSession } from './session';
export { accessTable, canAccessResource, safeReturnPath, type DeclaredAccess } from './canAccess';
export { LoginPage } from './LoginPage';
export { AuthCallbackPage } from './AuthCallbackPage';
export { createTokenRenewal, type TokenRenewal } from './renewal';
export { createAccessVerdict, type AccessVerdict } from './canAccess';
export type { ConsoleAuthProvider } from './authProvider';
export {
  brandAccessOf,
  capabilityQuestions,
  PATH_NEEDED,
  RADAR_PROVISIONING_HIDDEN,
  type AccessQuestion,
  type OrganizationRecord,
} from './accessRules';
export * from './accessNames';
