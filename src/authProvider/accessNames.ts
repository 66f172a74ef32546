/**
 * The names canAccess is asked with and the pure helpers that go with its answers (tab and command
 * orders, a command's refusal text, a role toggle's plan), for screens: they name what they ask here
 * and never import src/domain/permissions (docs/architecture.md "One access question"). A light
 * module (the domain's rules only, no sign-in code): screens import it, not the folder's index.
 */
export type { AccessQuestion, OrganizationRecord } from './accessRules';
export type { Verdict } from '../domain/permissions/verdict';
export type { ResourceAction, ResourceRule } from '../domain/permissions/resources';
export type { RouteKey, FeatureFlags } from '../domain/permissions/routes';
export { deniedRouteTarget } from '../domain/permissions/routes';
export type { OrganizationLink, OrganizationAccess } from '../domain/permissions/organizationAccess';
export { detailTabOrder, type DetailTabKey, type ConfigField } from '../domain/permissions/hierarchy';
export { commandOrder, commandReasonKey, type CommandKey, type CommandReason, type CommandState } from '../domain/permissions/hierarchyCommands';
export {
  userDetailTabOrder,
  tenantOverviewRegions,
  tenantOverviewRegionConfigKey,
  planRoleToggle,
  rolePickerOptions,
  type UserDetailTab,
  type TenantOverviewRegion,
  type RoleToggle,
  type RolePickerOption,
} from '../domain/permissions/people';
export { AccountType, accountTypeLabelKey, type ManageAssociationsTab } from '../domain/permissions/brand';
export { boundaryPageWarning } from '../domain/permissions/boundaries';
export { isProvisioningStatusSkipped, RADAR_PROVISIONING_DISABLED_KEY } from '../domain/permissions/dataCollection';
export { capabilityOrder, type Capability, type AccessFacts } from '../domain/permissions/explainAccess';
