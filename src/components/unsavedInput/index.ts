export { useUnsavedInputGuard, type UnsavedInputGuard } from './useUnsavedInputGuard';
export { hasUnsavedInput, installLeaveGuards } from './leaveGuard';
export { GuardedDialog } from './GuardedDialog';
