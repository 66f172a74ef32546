/** Organization types of doc 000 §1: 1 Root, 2 Distributor, 3 Partner, 4 MultiTenantCustomer, 5 TenantCustomer. */
export const OrganizationType = {
  Root: 1,
  Distributor: 2,
  Partner: 3,
  MultiTenantCustomer: 4,
  TenantCustomer: 5,
} as const;
export type OrganizationType = (typeof OrganizationType)[keyof typeof OrganizationType];

/** Catalogue keys of the type labels shown under each name in the tree. */
export const organizationTypeLabelKey: Record<OrganizationType, string> = {
  1: 'organizationTypes.root',
  2: 'organizationTypes.distributor',
  3: 'organizationTypes.partner',
  4: 'organizationTypes.multiTenantCustomer',
  5: 'organizationTypes.tenantCustomer',
};

export const allOrganizationTypes: OrganizationType[] = [1, 2, 3, 4, 5];
