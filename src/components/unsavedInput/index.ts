export { useUnsavedInputGuard, type UnsavedInputGuard } from './useUnsavedInputGuard';
export { installLeaveGuards } from './leaveGuard';
