import { makeBrand } from '../../../tests/domain/profiles';
import {
  accountTypeOptions,
  defaultBrandAccess,
  invitationsAllowed,
  isAccountTypeAllowed,
  isWhitelabelBuild,
  manageAssociationsTabs,
  radarProvisioningAllowed,
  userManagementAllowed,
} from './brand';

describe('brand configuration access (doc 000 §6)', () => {
  it('the default brand allows account types 1 and 3, invitations and radar provisioning, not user management', () => {
    expect(defaultBrandAccess).toEqual({
      allowedAccountTypes: [1, 3],
      invitationsAllowed: true,
      userManagementAllowed: false,
      radarProvisioningAllowed: true,
    });
  });

  it('reads the values from the brand object', () => {
    const brand = makeBrand({ allowedAccountTypes: [3], invitationsAllowed: false, userManagementAllowed: true, radarProvisioningAllowed: false });
    expect(isAccountTypeAllowed(brand, 1)).toBe(false);
    expect(isAccountTypeAllowed(brand, 3)).toBe(true);
    expect(accountTypeOptions(brand)).toEqual([3]);
    expect(invitationsAllowed(brand)).toBe(false);
    expect(userManagementAllowed(brand)).toBe(true);
    expect(radarProvisioningAllowed(brand)).toBe(false);
  });

  it('offers only account types we can name', () => {
    expect(accountTypeOptions(makeBrand({ allowedAccountTypes: [1, 2, 3] }))).toEqual([1, 3]);
  });

  it('a build is white-label when the brand names a whitelabel id', () => {
    expect(isWhitelabelBuild(makeBrand({ whitelabelId: null }))).toBe(false);
    expect(isWhitelabelBuild(makeBrand({ whitelabelId: 4 }))).toBe(true);
  });

  it('manage-associations tabs follow invitationsAllowed and userManagementAllowed', () => {
    expect(manageAssociationsTabs(makeBrand())).toEqual(['associations', 'invitations']);
    expect(manageAssociationsTabs(makeBrand({ invitationsAllowed: false, userManagementAllowed: true }))).toEqual(['associations', 'userManagement']);
  });
});
