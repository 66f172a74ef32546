import type { AppConfig } from '../config';

/** The part of /config.json's brand object that decides access (doc 000 §6, "Brand configuration access"). */
export type BrandAccess = Pick<
  AppConfig['brand'],
  'whitelabelId' | 'allowedAccountTypes' | 'invitationsAllowed' | 'userManagementAllowed' | 'radarProvisioningAllowed'
>;

/** Account types of a service account's product (doc 000 §6: "reporting (1) and management (3)"). */
export const AccountType = { Reporting: 1, Management: 3 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

export const accountTypeLabelKey: Record<AccountType, string> = {
  1: 'accountTypes.reporting',
  3: 'accountTypes.management',
};

/**
 * Doc 000 §6: "Brand configuration access: allowed account types are reporting (1) and management
 * (3). Invitations are allowed, user management is not, and radar provisioning is allowed."
 * These are the values the default brand of /config.json carries; the rules below read the live
 * brand object, so another brand may change them.
 */
export const defaultBrandAccess: Omit<BrandAccess, 'whitelabelId'> = {
  allowedAccountTypes: [AccountType.Reporting, AccountType.Management],
  invitationsAllowed: true,
  userManagementAllowed: false,
  radarProvisioningAllowed: true,
};

/** Doc 000 §6: "allowed account types are reporting (1) and management (3)", as the brand lists them. */
export function isAccountTypeAllowed(brand: Pick<BrandAccess, 'allowedAccountTypes'>, accountType: number): boolean {
  return brand.allowedAccountTypes.includes(accountType);
}

/** The account types a service-account form offers: the brand's allowed ones that we know how to name. */
export function accountTypeOptions(brand: Pick<BrandAccess, 'allowedAccountTypes'>): AccountType[] {
  return (Object.values(AccountType) as AccountType[]).filter((t) => brand.allowedAccountTypes.includes(t));
}

/** Doc 000 §6: "Invitations tab needs invitationsAllowed". */
export function invitationsAllowed(brand: Pick<BrandAccess, 'invitationsAllowed'>): boolean {
  return brand.invitationsAllowed;
}

/** Doc 000 §6: "the User management tab needs userManagementAllowed". */
export function userManagementAllowed(brand: Pick<BrandAccess, 'userManagementAllowed'>): boolean {
  return brand.userManagementAllowed;
}

/** Doc 000 §6: provisioning is hidden for some types "unless the brand configuration allows it". */
export function radarProvisioningAllowed(brand: Pick<BrandAccess, 'radarProvisioningAllowed'>): boolean {
  return brand.radarProvisioningAllowed;
}

/**
 * Our reading: a white-label build is one whose brand names a whitelabel id (the vendor's own
 * brand has none). Doc 000 §6 uses it for the demo-data section.
 */
export function isWhitelabelBuild(brand: Pick<BrandAccess, 'whitelabelId'>): boolean {
  return brand.whitelabelId !== null;
}

export type ManageAssociationsTab = 'associations' | 'invitations' | 'userManagement';

/**
 * Tabs of the manage-associations modal (doc 000 §2: "tabs Associations, Invitations, User
 * management"; §6: "Invitations tab needs invitationsAllowed; the User management tab needs
 * userManagementAllowed").
 */
export function manageAssociationsTabs(brand: Pick<BrandAccess, 'invitationsAllowed' | 'userManagementAllowed'>): ManageAssociationsTab[] {
  const tabs: ManageAssociationsTab[] = ['associations'];
  if (brand.invitationsAllowed) tabs.push('invitations');
  if (brand.userManagementAllowed) tabs.push('userManagement');
  return tabs;
}
