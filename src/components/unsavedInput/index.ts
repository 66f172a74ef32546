export { GuardedDialog, useUnsavedInputGuard, type UnsavedInputGuard } from './useUnsavedInputGuard';
export { hasUnsavedInput, installLeaveGuards } from './leaveGuard';
