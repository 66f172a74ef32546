import type { RoleCode } from '../../../src/domain';
import type { HomeKey } from './types';

/** Password of every seeded account unless SANDBOX_PASSWORD is set when the database is first seeded. */
export const DEFAULT_SANDBOX_PASSWORD = 'Sandbox-Pass-2026';

export interface SeededAccount {
  email: string;
  firstName: string;
  lastName: string;
  home: HomeKey;
  roles: RoleCode[];
  /** What the account is for, as main.ts prints it. */
  description: string;
  tmsRestricted?: boolean;
  tenantOverviewStaff?: boolean;
  staffMode?: boolean;
}

/** The ten sign-in accounts (README "Sign-in accounts"). */
export const seededAccounts: readonly SeededAccount[] = [
  { email: 'tms.admin@sandbox.test', firstName: 'Taylor', lastName: 'Morgan', home: 'root', roles: ['tmsadmin'], description: 'TMS admin' },
  { email: 'tms.viewer@sandbox.test', firstName: 'Victor', lastName: 'Vance', home: 'root', roles: ['tmsviewer'], description: 'TMS viewer' },
  {
    email: 'license.admin@sandbox.test',
    firstName: 'Lena',
    lastName: 'Fischer',
    home: 'root',
    roles: ['tmslicenseadmin'],
    description: 'TMS license admin',
  },
  {
    email: 'root.sysadmin@sandbox.test',
    firstName: 'Sam',
    lastName: 'Rivera',
    home: 'root',
    roles: ['sysadmin'],
    staffMode: true,
    description: 'System Administrator, special staff mode',
  },
  {
    email: 'staff@sandbox.test',
    firstName: 'Stacy',
    lastName: 'Fox',
    home: 'root',
    roles: ['tmsadmin'],
    tenantOverviewStaff: true,
    description: 'TMS admin, provider-staff tenant overview',
  },
  {
    email: 'restricted.admin@sandbox.test',
    firstName: 'Riley',
    lastName: 'Chen',
    home: 'root',
    roles: ['tmsadmin'],
    tmsRestricted: true,
    description: 'TMS admin, TMS-restricted flag',
  },
  {
    email: 'distributor.admin@sandbox.test',
    firstName: 'Dana',
    lastName: 'Brooks',
    home: 'distributor',
    roles: ['sysadmin'],
    description: 'System Administrator',
  },
  {
    email: 'partner.admin@sandbox.test',
    firstName: 'Priya',
    lastName: 'Patel',
    home: 'partner',
    roles: ['accountadmin'],
    description: 'Account Administrator',
  },
  {
    email: 'customer.admin@sandbox.test',
    firstName: 'Carlos',
    lastName: 'Mendes',
    home: 'customer',
    roles: ['sysadmin'],
    description: 'System Administrator',
  },
  { email: 'no.roles@sandbox.test', firstName: 'Nora', lastName: 'Quinn', home: 'customer', roles: [], description: 'no role' },
];
