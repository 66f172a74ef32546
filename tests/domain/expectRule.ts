import type { Profile } from '../../src/domain/profile';
import { profiles } from './profiles';

type ProfileName = keyof typeof profiles;

/**
 * Asserts a role rule for several seeded-like profiles at once:
 * `expectRule(canOpenSetupWizard, { tenantSysadmin: true, tmsAdmin: false })`.
 */
export function expectRule(rule: (profile: Profile) => boolean, expected: Partial<Record<ProfileName, boolean>>): void {
  for (const [name, allowed] of Object.entries(expected) as [ProfileName, boolean][]) {
    expect(rule(profiles[name]()), name).toBe(allowed);
  }
}
