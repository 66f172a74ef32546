import { profileToClaims } from '../domain/schemas/profile';
import { profileOf } from './session';

describe('profileOf', () => {
  it('shows the names of the ID token with the characters the rule for stored text refuses as markers', () => {
    const claims = profileToClaims({
      userId: 'u1',
      email: 'ann@x.test',
      firstName: 'A\u200Bnn',
      lastName: 'Lee',
      organizationId: 7,
      organizationName: 'invoice\u202Egnp.exe',
      organizationType: 5,
      roles: ['accountadmin'],
      tmsRestricted: false,
      tenantOverviewStaff: false,
      staffModeFlag: false,
    });
    expect(profileOf({ profile: claims } as unknown as Parameters<typeof profileOf>[0])).toMatchObject({
      organizationId: 7,
      organizationName: 'invoice⟨U+202E⟩gnp.exe',
      firstName: 'A⟨U+200B⟩nn',
      lastName: 'Lee',
    });
  });
});
