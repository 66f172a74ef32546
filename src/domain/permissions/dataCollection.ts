/**
 * Doc 000 §6: data collection management, deprovisioning, the demo-data section and the
 * provisioning section of the Data Collection tab.
 */
import { OrganizationType } from '../organizationTypes';
import type { Profile } from '../profile';
import { hasAnyRole } from '../profile';
import type { BrandAccess } from './brand';
import { isWhitelabelBuild } from './brand';
import { accessVerdicts, isAtRoot, type ExplainedAccess, type OrganizationAccess } from './organizationAccess';
import { allow, deny, type Verdict } from './verdict';

/**
 * Doc 000 §6: "Data collection management is allowed when the organization is the root
 * organization and the user is TMS admin or System Administrator, or when the user is System
 * Administrator and the organization is a tenant customer."
 * Our reading: "the root organization" is the user's own organization (TMS roles live there and
 * act across the hierarchy); "a tenant customer" is the selected one. Either way the user must
 * also manage the selected organization.
 */
export function canManageDataCollection(
  profile: Pick<Profile, 'roles' | 'organizationType'>,
  organization: { organizationType: OrganizationType },
  access: OrganizationAccess,
): boolean {
  return explainManageDataCollection(profile, organization, accessVerdicts(access)).allowed;
}

export function explainManageDataCollection(
  profile: Pick<Profile, 'roles' | 'organizationType'>,
  organization: { organizationType: OrganizationType },
  access: ExplainedAccess,
): Verdict {
  if (!access.manage.allowed) return access.manage;
  const fromRoot = isAtRoot(profile) && hasAnyRole(profile, ['tmsadmin', 'sysadmin']);
  const tenantSysadmin = hasAnyRole(profile, ['sysadmin']) && organization.organizationType === OrganizationType.TenantCustomer;
  if (fromRoot) return allow('dataCollectionFromRoot');
  return tenantSysadmin ? allow('dataCollectionTenantSysadmin') : deny('noDataCollectionRole');
}

/**
 * Doc 000 §6: "Deprovision is enabled only for the root organization (recognised by either of its
 * two known names)." Our reading: only the vendor deprovisions, i.e. the user's own organization is
 * the root, and the user may manage the selected organization's data collection. The root is
 * recognised by its type, never by its name: renaming one's own organization "Quadrant"
 * grants nothing, and renaming the root takes nothing away.
 */
export function canDeprovision(
  profile: Pick<Profile, 'roles' | 'organizationType'>,
  organization: { organizationType: OrganizationType },
  access: OrganizationAccess,
): boolean {
  return isAtRoot(profile) && canManageDataCollection(profile, organization, access);
}

/**
 * The organization whose demo-data section shows on a white-label build (doc 000 §6: "one specific
 * organization id"; the id is not given, this is ours and the seed creates it).
 */
export const DEMO_WHITELABEL_ORGANIZATION_ID = 900;

/**
 * Doc 000 §7 / doc 002 §7: the provisioning status "is skipped for one fixed organization id". The id
 * is not given; ours is the white-label demo organization above, whose data is demo data and never
 * provisioned (docs/decisions.md "Data collection"). Its sign-up status is never read.
 */
export const PROVISIONING_STATUS_SKIPPED_ORGANIZATION_ID = DEMO_WHITELABEL_ORGANIZATION_ID;
export const isProvisioningStatusSkipped = (orgId: number) => orgId === PROVISIONING_STATUS_SKIPPED_ORGANIZATION_ID;

/**
 * Doc 000 §6: "Demo data section shows only to users with the sysadmin or accountadmin role, on
 * their own organization, and for one specific organization id on a white-label build."
 * Read as: (sysadmin or accountadmin, on their own organization) or (a white-label build, on
 * DEMO_WHITELABEL_ORGANIZATION_ID).
 */
export function showDemoDataSection(
  profile: Pick<Profile, 'roles' | 'organizationId'>,
  organizationId: number,
  brand: Pick<BrandAccess, 'whitelabelId'>,
): boolean {
  const ownAdmin = hasAnyRole(profile, ['sysadmin', 'accountadmin']) && organizationId === profile.organizationId;
  return ownAdmin || (isWhitelabelBuild(brand) && organizationId === DEMO_WHITELABEL_ORGANIZATION_ID);
}

/** The message shown in place of the provisioning section when it is hidden. */
export const RADAR_PROVISIONING_DISABLED_KEY = 'components.organization.radarProvisioningDisabled';

const provisionableTypes: readonly OrganizationType[] = [OrganizationType.Root, OrganizationType.Partner, OrganizationType.Distributor];

/**
 * Doc 000 §6: "Provisioning is hidden for organizations not of type Root, Partner or Distributor
 * unless the brand configuration allows it. Then the message
 * components.organization.radarProvisioningDisabled appears."
 */
export function showProvisioning(
  organization: { organizationType: OrganizationType },
  brand: Pick<BrandAccess, 'radarProvisioningAllowed'>,
): boolean {
  return provisionableTypes.includes(organization.organizationType) || brand.radarProvisioningAllowed;
}

/** The message key to show instead of the provisioning section, or undefined when it shows. */
export function provisioningHiddenMessageKey(
  organization: { organizationType: OrganizationType },
  brand: Pick<BrandAccess, 'radarProvisioningAllowed'>,
): string | undefined {
  return showProvisioning(organization, brand) ? undefined : RADAR_PROVISIONING_DISABLED_KEY;
}
