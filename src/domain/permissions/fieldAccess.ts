import { hasAnyRole, type Profile } from '../profile';
import { configFieldAccess, isLicenseAdminOnly } from './hierarchy';
import type { OrganizationAccess } from './organizationAccess';

/**
 * What the services leave out or refuse by role ("fields a role may not see are removed by
 * the sandbox, not hidden by the console"). One rule for both sides: the console shows what these
 * allow, the sandbox sends and accepts only that.
 */

/** The billing fields only the roles that may read the Config tab's billing part receive. */
export const hiddenBillingFields = ['paymentType', 'externalBillingId', 'customerReference'] as const;
export type HiddenBillingField = (typeof hiddenBillingFields)[number];

/** The billing fields this profile's Config access hides: left out of every answer, the audit log's included. */
export function billingFieldsHiddenFrom(profile: Pick<Profile, 'roles'>): HiddenBillingField[] {
  const access = configFieldAccess(profile);
  return hiddenBillingFields.filter((field) => access[field] === 'hidden');
}

/** The organization as this profile may read it: without the billing fields its Config access hides. */
export function withoutHiddenBilling<T extends Partial<Record<HiddenBillingField, unknown>>>(profile: Pick<Profile, 'roles'>, organization: T): T {
  const copy = { ...organization };
  for (const field of billingFieldsHiddenFrom(profile)) delete copy[field];
  return copy;
}

/** A tenant's notes: whoever may view the organization, except a licence-only admin (Overview only, doc 000 §6). */
export function canReadNotes(profile: Pick<Profile, 'roles'>, access: Pick<OrganizationAccess, 'view'>): boolean {
  return access.view && !isLicenseAdminOnly(profile);
}

/** Cancelling an invite from the internal user pages writes: a TMS admin's, not the read-only TMS viewer's. */
export function canCancelInviteAsInternal(profile: Pick<Profile, 'roles'>): boolean {
  return hasAnyRole(profile, ['tmsadmin']);
}
