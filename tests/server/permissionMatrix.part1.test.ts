import { usePermissionMatrix } from './permissionMatrix';

/** A quarter of the permission matrix's routes (tests/server/permissionMatrix.ts), so that the run's workers share it. */
usePermissionMatrix(1, 4);
