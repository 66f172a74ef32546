/**
 * Doc 002 §2 "Setup wizard page": the steps and the step the wizard opens at. The spec says only
 * "the initial step (0 to 4) is chosen from whether a tenant is connected, whether accounts exist
 * and whether the global reader role is assigned"; our rule is in docs/decisions.md (issue 6).
 */
export const setupSteps = ['connect', 'result', 'terms', 'globalReader', 'finalCheck'] as const;
export type SetupStep = (typeof setupSteps)[number];

export interface SetupProgress {
  /** The organization has a directory tenant. */
  tenantConnected: boolean;
  /** Data collection is provisioned (sign-up status Signed Up). */
  signedUp: boolean;
  /** The terms were accepted for the organization. */
  policiesAccepted: boolean;
  /** isGlobalReaderAssigned: true, false, or null when it could not be verified. */
  globalReaderAssigned: boolean | null;
  /** A connection has just come back from the directory (the tenant callback). */
  justConnected?: boolean;
  /** The step the wizard was at before it left the page (the global reader sign-in redirect). */
  savedStep?: SetupStep | null;
}

/**
 * - Back from the directory's consent: the connection result (step 1).
 * - No tenant: tenant connection (step 0).
 * - Connected, but data collection not provisioned or terms not accepted: Terms and Agreements (2).
 * - Then, global reader not granted (false or not verified): the global reader step (3).
 * - Everything done: the final check (4).
 * - Saved at the global reader step (the one step that leaves the page, for the identity
 *   provider's sign-in): back there, even when the role already reads as granted, so that the
 *   automatic setup can finish its sequence; only once the tenant, data collection and terms are done.
 */
export function startStep(p: SetupProgress): SetupStep {
  if (p.justConnected) return 'result';
  if (!p.tenantConnected) return 'connect';
  const computed: SetupStep = !p.signedUp || !p.policiesAccepted ? 'terms' : p.globalReaderAssigned !== true ? 'globalReader' : 'finalCheck';
  return computed === 'finalCheck' && p.savedStep === 'globalReader' ? 'globalReader' : computed;
}

export const stepIndex = (step: SetupStep): number => setupSteps.indexOf(step);

/** No way back (doc 002 §2): the next step, or the same one at the end. */
export const nextStep = (step: SetupStep): SetupStep => setupSteps[Math.min(stepIndex(step) + 1, setupSteps.length - 1)];

/** Whether Next may be pressed on a step (doc 002 §2 "Next is disabled while a step is invalid"). */
export function stepComplete(step: SetupStep, p: SetupProgress): boolean {
  switch (step) {
    case 'connect':
    case 'result':
      return p.tenantConnected;
    case 'terms':
      return p.signedUp && p.policiesAccepted;
    case 'globalReader':
      return p.globalReaderAssigned === true;
    case 'finalCheck':
      return p.tenantConnected && p.signedUp && p.policiesAccepted && p.globalReaderAssigned === true;
  }
}
