/**
 * What each seeded account must see in the side menu, written out from the spec's menu table
 * (doc 001 §6, doc 002 "Navigation menu") and our route roles (docs/decisions.md).
 * `builtPages` lists the menu entries whose page this build has; the menu shows only those.
 */
const tmsAdminMenu = [
  'My Organization',
  'Dashboard',
  'Organization Groups',
  'Tenant Status',
  'Virtual Boundaries',
  'My Associations',
  'My Invitations to Associate',
  'My Invoices',
  'Manage Users',
  'Changes',
  'Service Accounts',
];
const sysadminMenu = [
  'My Organization',
  'Dashboard',
  'Organization Groups',
  'Tenant Status',
  'Virtual Boundaries',
  'My Associations',
  'My Invitations to Associate',
  'My Invoices',
  'Update Card Details',
  'Changes',
  'Service Accounts',
];

export const expectedMenus: Record<string, string[]> = {
  'tms.admin@sandbox.test': tmsAdminMenu,
  'tms.viewer@sandbox.test': [
    'My Organization',
    'Organization Groups',
    'My Associations',
    'My Invitations to Associate',
    'My Invoices',
    'Manage Users',
    'Changes',
  ],
  'license.admin@sandbox.test': ['My Organization', 'My Associations', 'My Invitations to Associate', 'My Invoices', 'Changes'],
  'root.sysadmin@sandbox.test': sysadminMenu,
  'staff@sandbox.test': tmsAdminMenu,
  'restricted.admin@sandbox.test': tmsAdminMenu,
  'distributor.admin@sandbox.test': sysadminMenu,
  'partner.admin@sandbox.test': [
    'My Organization',
    'Organization Groups',
    'My Associations',
    'My Invitations to Associate',
    'My Invoices',
    'Update Card Details',
    'Changes',
    'Service Accounts',
  ],
  'customer.admin@sandbox.test': sysadminMenu,
  'no.roles@sandbox.test': ['My Associations', 'My Invitations to Associate'],
};

export const builtPages = new Set([
  'My Invoices',
  'My Organization',
  'Organization Groups',
  'My Associations',
  'My Invitations to Associate',
  'Update Card Details',
  'Manage Users',
  'Service Accounts',
  'Tenant Status',
  'Virtual Boundaries',
  'Dashboard',
  'Changes',
]);

export const menuFor = (email: string) => expectedMenus[email].filter((label) => builtPages.has(label));
