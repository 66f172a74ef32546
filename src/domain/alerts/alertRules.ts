/**
 * Who reads and acknowledges alerts, and the alert datasource's names (doc 002 §7 "Alerting"; see
 * alerts.ts for the requests): apart from the request schemas, so that the alerts button of every
 * page carries no zod.
 */
import type { Profile } from '../profile';
import { hasAnyRole } from '../profile';
import type { RoleCode } from '../roles';

export const alertStatusTypes = ['new', 'acknowledged'] as const;
export type AlertStatusType = (typeof alertStatusTypes)[number];
export const alertSeverities = ['Information', 'Warning', 'Critical'] as const;

/** The alert datasource's fields, in this order. */
export const alertFields = ['Id', 'ProductSet', 'StatusType', 'Severity', 'Title', 'RaisedOnUtc'] as const;
export type AlertField = (typeof alertFields)[number];

/**
 * Our decision (the spec names "the authorization set" without its value; docs/decisions.md
 * "Global search and alerts"): the authorization set is the organization at which the signed-in user holds their
 * roles (the profile's organization), as its id. Alerts are addressed to an organization's
 * administrators; every administrator of that organization shares them, and one acknowledgement
 * acknowledges it for all of them.
 */
export const authorizationSetOf = (profile: Pick<Profile, 'organizationId'>): number => profile.organizationId;

/** The roles that read their organization's alerts: the console's administrators (those who open the hierarchy). */
const alertRoles: readonly RoleCode[] = ['sysadmin', 'accountadmin', 'tmsadmin', 'tmsviewer', 'tmslicenseadmin'];
export const canReadAlerts = (profile: Pick<Profile, 'roles'>) => hasAnyRole(profile, alertRoles);
/** Acknowledging is a change: not for the read-only TMS viewer (unless they also hold an administrator's role). */
export const canAcknowledgeAlerts = (profile: Pick<Profile, 'roles'>) =>
  canReadAlerts(profile) &&
  hasAnyRole(
    profile,
    alertRoles.filter((r) => r !== 'tmsviewer'),
  );
