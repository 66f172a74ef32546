import { setupSteps, type SetupStep } from '../../domain/setupWizard/startStep';

/**
 * The wizard's own browser state (docs/decisions.md "Setup wizard"): the step it is at and the
 * outcome of the tenant connection it came back with, per organization in sessionStorage, so that it
 * resumes there (after the identity provider's sign-in redirect, or a reload) with the connection
 * result as it was (`whitelabelAssigned` kept); and `setupDone` per organization in localStorage once
 * Finish is pressed (the service has no such field), read when the wizard opens again.
 */
const stepKey = (orgId: number) => `setupWizard.step.${orgId}`;
const connectionKey = (orgId: number) => `setupWizard.connection.${orgId}`;

export function savedStep(orgId: number): SetupStep | null {
  const value = sessionStorage.getItem(stepKey(orgId));
  return setupSteps.find((s) => s === value) ?? null;
}

export const saveStep = (orgId: number, step: SetupStep) => sessionStorage.setItem(stepKey(orgId), step);
export const clearSavedStep = (orgId: number) => {
  sessionStorage.removeItem(stepKey(orgId));
  sessionStorage.removeItem(connectionKey(orgId));
};

/** The tenant connection this wizard made: whether the organization's whitelabel was assigned with it. */
export interface SavedConnection {
  whitelabelAssigned: boolean;
}
export const saveConnection = (orgId: number, c: SavedConnection) =>
  sessionStorage.setItem(connectionKey(orgId), JSON.stringify({ whitelabelAssigned: c.whitelabelAssigned }));
export function savedConnection(orgId: number): SavedConnection | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(connectionKey(orgId)) ?? 'null') as unknown;
    return value && typeof value === 'object' && typeof (value as SavedConnection).whitelabelAssigned === 'boolean'
      ? { whitelabelAssigned: (value as SavedConnection).whitelabelAssigned }
      : null;
  } catch {
    return null;
  }
}

export { isSetupDone, markSetupDone, setupDoneOn } from '../../components/hierarchy/setupDone';
