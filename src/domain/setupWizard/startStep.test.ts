import { describe, expect, it } from 'vitest';
import { nextStep, startStep, stepComplete, stepIndex, wizardSteps, type SetupProgress } from './startStep';

const none: SetupProgress = {
  tenantConnected: false,
  provisioning: 'none',
  policiesAccepted: false,
  globalReaderAssigned: null,
  accountsExist: true,
};
const connected: SetupProgress = { ...none, tenantConnected: true };
const running: SetupProgress = { ...connected, provisioning: 'running' };
const all: SetupProgress = { tenantConnected: true, provisioning: 'done', policiesAccepted: true, globalReaderAssigned: true, accountsExist: true };
const skip = { skipStepTwo: true };

describe('setup wizard start step (doc 002 §2, docs/decisions.md)', () => {
  it('starts at the tenant connection when no tenant is connected', () => {
    expect(startStep(none)).toBe('connect');
    expect(startStep({ ...none, accountsExist: false })).toBe('connect');
  });
  it('shows the connection result right after the directory consent', () => {
    expect(startStep({ ...connected, justConnected: true })).toBe('result');
    expect(startStep({ ...all, justConnected: true })).toBe('result');
  });
  it("considers the user's accounts: without a service account a connected organization opens at step two, until provisioning starts", () => {
    expect(startStep({ ...connected, accountsExist: false })).toBe('result');
    expect(startStep({ ...connected, accountsExist: true })).toBe('terms');
    expect(startStep({ ...running, accountsExist: false })).toBe('terms');
    expect(startStep({ ...all, accountsExist: false })).toBe('finalCheck');
  });
  it('goes to Terms and Agreements while data collection is not provisioned, is provisioning, or the terms are not accepted', () => {
    expect(startStep(connected)).toBe('terms');
    expect(startStep(running)).toBe('terms');
    expect(startStep({ ...connected, provisioning: 'done' })).toBe('terms');
    expect(startStep({ ...connected, policiesAccepted: true })).toBe('terms');
  });
  it('goes to the global reader step when the role is not granted or not verified', () => {
    expect(startStep({ ...all, globalReaderAssigned: false })).toBe('globalReader');
    expect(startStep({ ...all, globalReaderAssigned: null })).toBe('globalReader');
  });
  it('goes to the final check when everything is done', () => {
    expect(startStep(all)).toBe('finalCheck');
  });
  it('resumes at the global reader step when it left the page from there (identity provider sign-in)', () => {
    expect(startStep({ ...all, globalReaderAssigned: false, savedStep: 'globalReader' })).toBe('globalReader');
    expect(startStep({ ...all, savedStep: 'globalReader' })).toBe('globalReader');
  });
  it('honours setupDone: a finished setup opens at the final check, whatever step was saved, unless something is undone again', () => {
    expect(startStep({ ...all, setupDone: true, savedStep: 'globalReader' })).toBe('finalCheck');
    expect(startStep({ ...all, setupDone: true, accountsExist: false })).toBe('finalCheck');
    expect(startStep({ ...all, setupDone: true, globalReaderAssigned: false })).toBe('globalReader');
  });
  it('never lets a saved step skip what is not done, nor take the wizard back', () => {
    expect(startStep({ ...connected, savedStep: 'globalReader' })).toBe('terms');
    expect(startStep({ ...none, savedStep: 'finalCheck' })).toBe('connect');
    expect(startStep({ ...connected, savedStep: 'connect' })).toBe('terms');
    expect(startStep({ ...all, globalReaderAssigned: false, savedStep: 'finalCheck' })).toBe('globalReader');
    expect(startStep({ ...all, savedStep: 'result' })).toBe('finalCheck');
  });
  it('has no way back: next only moves forward and stays at the end', () => {
    expect(nextStep('connect')).toBe('result');
    expect(nextStep('globalReader')).toBe('finalCheck');
    expect(nextStep('finalCheck')).toBe('finalCheck');
  });
  it('allows Next only when the step is complete; a running provisioning lets the user go on, Finish needs everything', () => {
    expect(stepComplete('connect', none)).toBe(false);
    expect(stepComplete('result', connected)).toBe(true);
    expect(stepComplete('terms', connected)).toBe(false);
    expect(stepComplete('terms', running)).toBe(true);
    expect(stepComplete('terms', { ...connected, provisioning: 'done' })).toBe(false);
    expect(stepComplete('terms', { ...connected, provisioning: 'done', policiesAccepted: true })).toBe(true);
    expect(stepComplete('globalReader', { ...all, globalReaderAssigned: null })).toBe(false);
    expect(stepComplete('globalReader', { ...running, globalReaderAssigned: null })).toBe(true);
    expect(stepComplete('finalCheck', all)).toBe(true);
    expect(stepComplete('finalCheck', { ...all, provisioning: 'running' })).toBe(false);
    expect(stepComplete('finalCheck', { ...all, policiesAccepted: false })).toBe(false);
  });
});

describe('the step-two flag (doc 002 §2: stepTwo skipped, Terms and Agreements not inserted)', () => {
  it('leaves the connection result out of the steps', () => {
    expect(wizardSteps(skip)).toEqual(['connect', 'terms', 'globalReader', 'finalCheck']);
    expect(wizardSteps()).toEqual(['connect', 'result', 'terms', 'globalReader', 'finalCheck']);
    expect(nextStep('connect', skip)).toBe('terms');
    expect(stepIndex('globalReader', skip)).toBe(2);
  });
  it('never opens at the result, and never asks for the terms', () => {
    expect(startStep({ ...connected, justConnected: true }, skip)).toBe('terms');
    expect(startStep({ ...connected, accountsExist: false }, skip)).toBe('terms');
    expect(startStep({ ...all, policiesAccepted: false }, skip)).toBe('finalCheck');
    expect(startStep({ ...all, justConnected: true, policiesAccepted: false }, skip)).toBe('finalCheck');
    expect(stepComplete('terms', { ...connected, provisioning: 'done' }, skip)).toBe(true);
    expect(stepComplete('finalCheck', { ...all, policiesAccepted: false }, skip)).toBe(true);
  });
});
