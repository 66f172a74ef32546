/**
 * The add/edit boundary wizard's form state (doc 002 §3 "Form state", §4 "Boundary form state"):
 * a pure reducer. "Editing a field sets Editing. Loading sets Loading, then Editing, or LoadingError
 * on failure. In edit mode a loaded boundary sets Initial. Next validates the current step; on
 * success it advances and clears the error. Previous goes back and sets Editing. Go-to-step jumps
 * directly. SubmitSuccess resets the whole form ... SubmitFailure keeps the form and shows Retry."
 */
import { BoundaryStep, boundaryStepMessage } from '../validation/boundary';
import type { ValidationMessage } from '../validation/messages';
import { emptyBoundaryForm, type BoundaryFormValues } from './boundaryForm';
import { BoundaryFormState } from '../status/boundary';
import { submitFailed, type SubmitOutcome } from './submitRun';

export interface BoundaryWizardState {
  formState: BoundaryFormState;
  activeStep: BoundaryStep;
  /** What stops the step (boundaryStepMessage): missing_name, missing_user, or the text rule's message. */
  validationError: ValidationMessage | undefined;
  values: BoundaryFormValues;
  /** The boundary as loaded (edit mode): what an edit's difference is computed against. */
  loaded: BoundaryFormValues | null;
  /** The last submit's calls and results (doc 002 §3 "submitResults"). */
  outcome: SubmitOutcome | null;
  isSubmitting: boolean;
}

export type BoundaryWizardAction =
  | { type: 'loadStart' }
  | { type: 'loaded'; values: BoundaryFormValues }
  | { type: 'loadFailed' }
  | { type: 'edit'; change: (values: BoundaryFormValues) => BoundaryFormValues }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; step: BoundaryStep }
  | { type: 'submitStart' }
  | { type: 'submitDone'; outcome: SubmitOutcome }
  | { type: 'reset' };

export const initialWizardState = (): BoundaryWizardState => ({
  formState: BoundaryFormState.Initial,
  activeStep: BoundaryStep.BasicDetails,
  validationError: undefined,
  values: emptyBoundaryForm(),
  loaded: null,
  outcome: null,
  isSubmitting: false,
});

/** A submit with calls that failed or were never sent keeps the form (SubmitFailure). */
export const hasFailedSubmit = (s: BoundaryWizardState) => s.outcome !== null && submitFailed(s.outcome);

export function boundaryWizardReducer(state: BoundaryWizardState, action: BoundaryWizardAction): BoundaryWizardState {
  switch (action.type) {
    case 'loadStart':
      return { ...state, formState: BoundaryFormState.Loading };
    case 'loaded':
      return { ...state, formState: BoundaryFormState.Initial, values: action.values, loaded: action.values };
    case 'loadFailed':
      return { ...state, formState: BoundaryFormState.LoadingError };
    case 'edit':
      return { ...state, formState: BoundaryFormState.Editing, values: action.change(state.values), validationError: undefined };
    case 'next': {
      const error = boundaryStepMessage(state.activeStep, state.values);
      if (error) return { ...state, formState: BoundaryFormState.ValidationError, validationError: error };
      return { ...state, activeStep: Math.min(state.activeStep + 1, BoundaryStep.Summary) as BoundaryStep, validationError: undefined };
    }
    case 'previous':
      return {
        ...state,
        formState: BoundaryFormState.Editing,
        activeStep: Math.max(state.activeStep - 1, BoundaryStep.BasicDetails) as BoundaryStep,
        validationError: undefined,
      };
    case 'goTo':
      return { ...state, activeStep: action.step, validationError: undefined };
    case 'submitStart': {
      const error = boundaryStepMessage(BoundaryStep.Summary, state.values);
      if (error) return { ...state, formState: BoundaryFormState.ValidationError, validationError: error };
      return { ...state, formState: BoundaryFormState.SubmitInProgress, isSubmitting: true, validationError: undefined };
    }
    case 'submitDone':
      return submitFailed(action.outcome)
        ? { ...state, formState: BoundaryFormState.SubmitFailure, isSubmitting: false, outcome: action.outcome }
        : { ...initialWizardState(), formState: BoundaryFormState.SubmitSuccess };
    case 'reset':
      return initialWizardState();
  }
}
