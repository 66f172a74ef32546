/**
 * `setupDone` (doc 002 §5: "Completion sets a setupDone flag"): the console's own flag, per
 * organization and browser, in localStorage (the service has no such field; docs/decisions.md).
 * The setup wizard writes it on Finish and reads it when it opens; the hierarchy's Setup Reporting
 * command reads it too.
 */
const doneKey = (orgId: number) => `setupWizard.setupDone.${orgId}`;

export const markSetupDone = (orgId: number) => localStorage.setItem(doneKey(orgId), new Date().toISOString());

/** When the wizard was finished for the organization in this browser (an ISO time), or null. */
export function setupDoneOn(orgId: number): string | null {
  const value = localStorage.getItem(doneKey(orgId));
  return value !== null && !Number.isNaN(Date.parse(value)) ? value : null;
}

export const isSetupDone = (orgId: number) => setupDoneOn(orgId) !== null;
