import { setupSteps, type SetupStep } from '../../domain/setupWizard/startStep';

/**
 * The wizard's own browser state (docs/decisions.md, issue 6): the step it is at, per organization
 * in sessionStorage, so that it resumes there after the identity provider's sign-in redirect; and
 * `setupDone` per organization in localStorage once Finish is pressed (the service has no such field).
 */
const stepKey = (orgId: number) => `setupWizard.step.${orgId}`;
const doneKey = (orgId: number) => `setupWizard.setupDone.${orgId}`;

export function savedStep(orgId: number): SetupStep | null {
  const value = sessionStorage.getItem(stepKey(orgId));
  return setupSteps.find((s) => s === value) ?? null;
}

export const saveStep = (orgId: number, step: SetupStep) => sessionStorage.setItem(stepKey(orgId), step);
export const clearSavedStep = (orgId: number) => sessionStorage.removeItem(stepKey(orgId));

export const markSetupDone = (orgId: number) => localStorage.setItem(doneKey(orgId), new Date().toISOString());
export const isSetupDone = (orgId: number) => localStorage.getItem(doneKey(orgId)) !== null;
