/**
 * Doc 002 §2 "Setup wizard page": the steps and the step the wizard opens at. The spec says only
 * "the initial step (0 to 4) is chosen from whether a tenant is connected, whether accounts exist
 * and whether the global reader role is assigned"; our rule is in docs/decisions.md "Setup wizard".
 */
export const setupSteps = ['connect', 'result', 'terms', 'globalReader', 'finalCheck'] as const;
export type SetupStep = (typeof setupSteps)[number];

/** Data collection provisioning as the wizard sees it: not started (or failed), running, done. */
export type ProvisioningPhase = 'none' | 'running' | 'done';

export interface SetupProgress {
  /** The organization has a directory tenant. */
  tenantConnected: boolean;
  /** Data collection provisioning: done means the sign-up status is Signed Up. */
  provisioning: ProvisioningPhase;
  /** The terms were accepted for the organization. */
  policiesAccepted: boolean;
  /** isGlobalReaderAssigned: true, false, or null when it could not be verified. */
  globalReaderAssigned: boolean | null;
  /** The signed-in user's service accounts exist (doc 002 §2 "whether accounts exist"). */
  accountsExist: boolean;
  /** The wizard was finished for this organization before (`setupDone`). */
  setupDone?: boolean;
  /** A connection has just come back from the directory (the tenant callback). */
  justConnected?: boolean;
  /** The step the wizard was at before it left the page (the global reader sign-in redirect). */
  savedStep?: SetupStep | null;
}

export interface SetupOptions {
  /**
   * Doc 002 §2: "stepTwo: connection result; skipped when a flag is set. Terms and Agreements:
   * inserted after stepTwo unless that flag is set" (the brand's `setupWizardSkipStepTwo`). With it
   * the wizard has no connection result, and its third step provisions data collection without the terms.
   */
  skipStepTwo: boolean;
}

const noSkip: SetupOptions = { skipStepTwo: false };

/** The steps of this wizard: all five, or without the connection result when the flag is set. */
export const wizardSteps = (o: SetupOptions = noSkip): readonly SetupStep[] =>
  o.skipStepTwo ? setupSteps.filter((s) => s !== 'result') : setupSteps;

/** The terms are part of the wizard unless the step-two flag is set. */
const termsNeeded = (p: SetupProgress, o: SetupOptions) => !o.skipStepTwo && !p.policiesAccepted;

/**
 * - Back from the directory's consent: the connection result (step 1), unless the flag skips it.
 * - No tenant: tenant connection (step 0).
 * - Connected, the user has no service account yet and data collection is not started: the
 *   connection result (step 1, "Service Account" in the spec's other step list), which says so.
 * - Data collection not provisioned, still running, or the terms not accepted: step 2. A running
 *   provisioning (up to an hour) does not hold the wizard: that step lets the user go on.
 * - Then, global reader not granted (false or not verified: null): the global reader step (3).
 * - Everything done: the final check (4). A finished setup (`setupDone`) opens there and ignores a
 *   saved step; otherwise a save at the global reader step (the one step that leaves the page, for
 *   the identity provider's sign-in) reopens there so that the automatic setup finishes in view.
 */
export function startStep(p: SetupProgress, o: SetupOptions = noSkip): SetupStep {
  const steps = wizardSteps(o);
  if (p.justConnected) return steps.includes('result') ? 'result' : afterConnection(p, o);
  if (!p.tenantConnected) return 'connect';
  if (steps.includes('result') && !p.accountsExist && p.provisioning === 'none' && !p.setupDone) return 'result';
  const computed = afterConnection(p, o);
  if (p.setupDone) return computed;
  return computed === 'finalCheck' && p.savedStep === 'globalReader' ? 'globalReader' : computed;
}

function afterConnection(p: SetupProgress, o: SetupOptions): SetupStep {
  if (p.provisioning !== 'done' || termsNeeded(p, o)) return 'terms';
  return p.globalReaderAssigned !== true ? 'globalReader' : 'finalCheck';
}

export const stepIndex = (step: SetupStep, o: SetupOptions = noSkip): number => wizardSteps(o).indexOf(step);

/** No way back (doc 002 §2): the next step, or the same one at the end. */
export const nextStep = (step: SetupStep, o: SetupOptions = noSkip): SetupStep => {
  const steps = wizardSteps(o);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)];
};

/**
 * Whether Next may be pressed on a step (doc 002 §2 "Next is disabled while a step is invalid").
 * Provisioning can take an hour against the real services (doc 002 §4), so once it runs the
 * user may go on: step 2 and the global reader step (whose check needs the provisioned reporting
 * service) are passable while it runs; Finish needs everything.
 */
export function stepComplete(step: SetupStep, p: SetupProgress, o: SetupOptions = noSkip): boolean {
  switch (step) {
    case 'connect':
    case 'result':
      return p.tenantConnected;
    case 'terms':
      return p.provisioning === 'running' || (p.provisioning === 'done' && !termsNeeded(p, o));
    case 'globalReader':
      return p.globalReaderAssigned === true || p.provisioning === 'running';
    case 'finalCheck':
      return p.tenantConnected && p.provisioning === 'done' && !termsNeeded(p, o) && p.globalReaderAssigned === true;
  }
}
