import { describe, expect, it } from 'vitest';
import { nextStep, startStep, stepComplete, type SetupProgress } from './startStep';

const none: SetupProgress = { tenantConnected: false, signedUp: false, policiesAccepted: false, globalReaderAssigned: null };
const connected: SetupProgress = { ...none, tenantConnected: true };
const all: SetupProgress = { tenantConnected: true, signedUp: true, policiesAccepted: true, globalReaderAssigned: true };

describe('setup wizard start step (doc 002 §2, docs/decisions.md)', () => {
  it('starts at the tenant connection when no tenant is connected', () => {
    expect(startStep(none)).toBe('connect');
  });
  it('shows the connection result right after the directory consent', () => {
    expect(startStep({ ...connected, justConnected: true })).toBe('result');
    expect(startStep({ ...all, justConnected: true })).toBe('result');
  });
  it('goes to Terms and Agreements while data collection is not provisioned or the terms not accepted', () => {
    expect(startStep(connected)).toBe('terms');
    expect(startStep({ ...connected, signedUp: true })).toBe('terms');
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
  it('allows Next only when the step is complete', () => {
    expect(stepComplete('connect', none)).toBe(false);
    expect(stepComplete('result', connected)).toBe(true);
    expect(stepComplete('terms', { ...connected, signedUp: true })).toBe(false);
    expect(stepComplete('terms', { ...connected, signedUp: true, policiesAccepted: true })).toBe(true);
    expect(stepComplete('globalReader', { ...all, globalReaderAssigned: null })).toBe(false);
    expect(stepComplete('finalCheck', all)).toBe(true);
  });
});
