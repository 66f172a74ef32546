/** Doc 000 §3, §4 and doc 002 §4: provisioning, sign-up and data-collection states. */
import { DemoStatus } from './demo';
import { orderedLabelKeys } from './labelKeys';

/**
 * Doc 000 §4: "Provisioning component statuses: the server strings Success, Failed and InProgress
 * map to the matching status; any other value maps to an unknown default." Exact spelling only.
 */
export type ProvisioningComponentStatus = 'success' | 'failed' | 'inProgress' | 'unknown';

export function provisioningComponentStatus(value: unknown): ProvisioningComponentStatus {
  switch (value) {
    case 'Success':
      return 'success';
    case 'Failed':
      return 'failed';
    case 'InProgress':
      return 'inProgress';
    default:
      return 'unknown';
  }
}

/** Catalogue key of a component status label. */
export const provisioningComponentStatusKey = (s: ProvisioningComponentStatus) => `radarProvisioning.statuses.${s}`;

/**
 * Doc 000 §3: "Sign-up status: Not Signed Up, Signed Up, New Sign Up, De-provisioned." Numbered in
 * that order (ours: the spec names no numbers).
 */
export const SignUpStatus = { NotSignedUp: 0, SignedUp: 1, NewSignUp: 2, Deprovisioned: 3 } as const;
export type SignUpStatus = (typeof SignUpStatus)[keyof typeof SignUpStatus];
export const signUpStatusLabelKey = orderedLabelKeys<SignUpStatus>('radarProvisioning.signUp', [
  'notSignedUp',
  'signedUp',
  'newSignUp',
  'deprovisioned',
]);

/**
 * Doc 000 §4: "Sign-up status Signed Up shows the provisioned view. De-provisioned shows 'Data
 * Collection Disabled'. Any other status shows a provision form."
 */
export function dataCollectionView(status: number | null | undefined): 'provisioned' | 'disabled' | 'provisionForm' {
  if (status === SignUpStatus.SignedUp) return 'provisioned';
  if (status === SignUpStatus.Deprovisioned) return 'disabled';
  return 'provisionForm';
}

/** Doc 000 §3: "Provisioning status: status, hold (data collection is enabled when hold is false), region." */
export function isDataCollectionEnabled(status: { hold: boolean }): boolean {
  return !status.hold;
}

/** Doc 000 §4: the toggle "flips to the opposite of the current status": the hold value to send. */
export function holdToSend(status: { hold: boolean }): boolean {
  return !status.hold;
}

/** Doc 000 §4: the toggle "is disabled while the demo status is In Progress or Yes". */
export function isDataCollectionToggleDisabled(demoStatus: number | null | undefined): boolean {
  return demoStatus === DemoStatus.InProgress || demoStatus === DemoStatus.Yes;
}

/** Numeric provisioning status a service tag reads when there is no subscription (doc 000 §4). */
export const ServiceProvisioningStatus = { None: 0, InProgress: 1, ProvisionedInactive: 2, Failed: 3 } as const;

export type ServiceTagKind = 'active' | 'expired' | 'provisioned' | 'inProgress' | 'provisionedInactive' | 'failed' | 'notSignedUp' | 'deprovisioned';
export interface ServiceTag {
  kind: ServiceTagKind;
  colour: 'green' | 'red' | 'yellow' | 'blue' | 'grey';
  labelKey: string;
  /** Doc 000 §4: the failed tag carries a 'contact support' hint. */
  hintKey?: string;
}

const tags: Record<ServiceTagKind, ServiceTag> = {
  active: { kind: 'active', colour: 'green', labelKey: 'services.tag.active' },
  expired: { kind: 'expired', colour: 'red', labelKey: 'services.tag.expired' },
  provisioned: { kind: 'provisioned', colour: 'green', labelKey: 'services.tag.provisioned' },
  inProgress: { kind: 'inProgress', colour: 'blue', labelKey: 'services.tag.inProgress' },
  provisionedInactive: { kind: 'provisionedInactive', colour: 'yellow', labelKey: 'services.tag.provisionedInactive' },
  failed: { kind: 'failed', colour: 'red', labelKey: 'services.tag.failed', hintKey: 'services.tag.contactSupport' },
  notSignedUp: { kind: 'notSignedUp', colour: 'grey', labelKey: 'services.tag.notSignedUp' },
  deprovisioned: { kind: 'deprovisioned', colour: 'grey', labelKey: 'services.tag.deprovisioned' },
};

/**
 * Doc 000 §4 "Service tag on the overview": "If a subscription exists, the tag shows active or
 * expired. Otherwise it uses the provisioning status: 0 shows nothing, 1 shows in progress, 2 shows
 * provisioned-inactive (yellow), and 3 shows failed (red, with a 'contact support' hint)."
 * `subscriptionActive`: undefined when the service has no subscription, otherwise whether one of
 * its subscriptions is active. Returns null for "nothing".
 * `endpointProvisioned` (§4: "A service counts as provisioned when its endpoint appears in the
 * service locations"): when neither a subscription nor a provisioning status is known, a service
 * with an endpoint is tagged provisioned (green). An explicit status 0 still shows nothing.
 */
export function serviceTag(input: {
  subscriptionActive?: boolean;
  provisioningStatus?: number | null;
  endpointProvisioned?: boolean;
}): ServiceTag | null {
  if (input.subscriptionActive !== undefined) return input.subscriptionActive ? tags.active : tags.expired;
  if ((input.provisioningStatus === undefined || input.provisioningStatus === null) && input.endpointProvisioned) return tags.provisioned;
  switch (input.provisioningStatus) {
    case ServiceProvisioningStatus.InProgress:
      return tags.inProgress;
    case ServiceProvisioningStatus.ProvisionedInactive:
      return tags.provisionedInactive;
    case ServiceProvisioningStatus.Failed:
      return tags.failed;
    default:
      return null;
  }
}

/** Doc 000 §4: "The DPC tag uses the DPC overall provisioning status" (a component status string). */
export function dpcServiceTag(overallStatus: unknown): ServiceTag | null {
  switch (provisioningComponentStatus(overallStatus)) {
    case 'success':
      return tags.provisioned;
    case 'inProgress':
      return tags.inProgress;
    case 'failed':
      return tags.failed;
    default:
      return null;
  }
}

/**
 * The Reporting (data collection) service's provisioning status for its tag, from the sign-up
 * status answer (doc 000 §3 "Provisioning status: status, hold, region"; "Sign-up status: Not
 * Signed Up, Signed Up, New Sign Up, De-provisioned"), mapped onto §4's tag states. Our reading
 * (docs/decisions.md "The hierarchy page"): a running provisioning (New Sign Up, or overall InProgress)
 * is in progress (1); a provisioning whose overall status is Failed is failed (3, 'contact
 * support'); Signed Up on hold is provisioned-inactive (2, "data collection is enabled when hold is
 * false"); Signed Up is provisioned; De-provisioned is its own grey tag; Not Signed Up is a grey
 * "not signed up" tag when the Reporting endpoint is listed (so an endpoint alone never shows
 * green), and nothing otherwise (§4 "0 shows nothing").
 */
export function reportingServiceTag(
  status: { status: number; hold: boolean; overallStatus: string | null } | undefined,
  endpointListed: boolean,
): ServiceTag | null {
  if (!status) return null;
  const overall = provisioningComponentStatus(status.overallStatus);
  if (status.status === SignUpStatus.NewSignUp || overall === 'inProgress') return tags.inProgress;
  if (status.status === SignUpStatus.Deprovisioned) return tags.deprovisioned;
  if (overall === 'failed') return tags.failed;
  if (status.status === SignUpStatus.SignedUp) return status.hold ? tags.provisionedInactive : tags.provisioned;
  return endpointListed ? tags.notSignedUp : null;
}

/** Doc 000 §4: "A service counts as provisioned when its endpoint appears in the service locations." */
export function isServiceProvisioned(
  endpointName: string,
  locations: readonly { endpoints: readonly { endpointName: string }[] }[] | null | undefined,
): boolean {
  return (locations ?? []).some((l) => l.endpoints.some((e) => e.endpointName === endpointName));
}

/** Doc 002 §9: 'Reporting endpoint name is "Reporting".' */
export const REPORTING_ENDPOINT_NAME = 'Reporting';
