import { BoundaryFormState } from '../status/boundary';
import { boundaryWizardReducer as reduce, initialWizardState, type BoundaryWizardAction } from './wizardState';

const run = (...actions: BoundaryWizardAction[]) => actions.reduce(reduce, initialWizardState());
const user = { userId: 'u1', firstName: 'A', lastName: 'B', email: 'a@b.test', anonymous: false, allowedActions: [] };

describe('the boundary wizard form state (doc 002 §4, §5)', () => {
  it('Next on basic details without a name: ValidationError missing_name, no step change; typing sets Editing and clears it', () => {
    const s = run({ type: 'next' });
    expect(s).toMatchObject({
      formState: BoundaryFormState.ValidationError,
      validationError: { key: 'validationError.missing_name' },
      activeStep: 1,
    });
    const typed = reduce(s, { type: 'edit', change: (v) => ({ ...v, name: 'Sales' }) });
    expect(typed).toMatchObject({ formState: BoundaryFormState.Editing, validationError: undefined });
    expect(reduce(typed, { type: 'next' }).activeStep).toBe(2);
  });
  it('Next and Submit stop on a name that hides or reorders characters, with the message naming it (validation/text.ts)', () => {
    const s = run({ type: 'edit', change: (v) => ({ ...v, name: 'invoice\u202Egnp.exe' }) }, { type: 'next' });
    expect(s).toMatchObject({
      formState: BoundaryFormState.ValidationError,
      validationError: { key: 'validation.text.forbiddenCharacter', params: { characters: 'U+202E' } },
      activeStep: 1,
    });
    const submitted = run({ type: 'edit', change: (v) => ({ ...v, name: 'S', description: 'a\u200Bb', users: [user] }) }, { type: 'submitStart' });
    expect(submitted).toMatchObject({ formState: BoundaryFormState.ValidationError, validationError: { params: { characters: 'U+200B' } } });
  });
  it('users step needs a user (missing_user); Previous goes back and sets Editing; go-to-step jumps', () => {
    const s = run({ type: 'edit', change: (v) => ({ ...v, name: 'S' }) }, { type: 'next' }, { type: 'next' });
    expect(s).toMatchObject({ activeStep: 2, validationError: { key: 'validationError.missing_user' } });
    const on = run(
      { type: 'edit', change: (v) => ({ ...v, name: 'S', users: [user] }) },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
    );
    expect(on.activeStep).toBe(5);
    expect(reduce(on, { type: 'previous' })).toMatchObject({ activeStep: 4, formState: BoundaryFormState.Editing });
    expect(reduce(on, { type: 'goTo', step: 3 }).activeStep).toBe(3);
  });
  it('loading: Loading, then Initial with the boundary, or LoadingError', () => {
    expect(run({ type: 'loadStart' }).formState).toBe(BoundaryFormState.Loading);
    expect(run({ type: 'loadStart' }, { type: 'loadFailed' }).formState).toBe(BoundaryFormState.LoadingError);
    const values = { ...initialWizardState().values, name: 'Loaded' };
    expect(run({ type: 'loadStart' }, { type: 'loaded', values })).toMatchObject({ formState: BoundaryFormState.Initial, loaded: values, values });
  });
  it('submit: success resets the whole form; a failure keeps it with the outcome', () => {
    const filled = run({ type: 'edit', change: (v) => ({ ...v, name: 'S', users: [user] }) }, { type: 'submitStart' });
    expect(filled).toMatchObject({ formState: BoundaryFormState.SubmitInProgress, isSubmitting: true });
    const ok = reduce(filled, { type: 'submitDone', outcome: { containerId: 1, results: [], unsent: [] } });
    expect(ok).toMatchObject({ formState: BoundaryFormState.SubmitSuccess, values: { name: '', users: [] } });
    const failed = reduce(filled, {
      type: 'submitDone',
      outcome: { containerId: null, results: [], unsent: [{ op: 'deleteContainer', httpMethod: 'delete', containerId: 1, payload: null }] },
    });
    expect(failed).toMatchObject({ formState: BoundaryFormState.SubmitFailure, isSubmitting: false, values: { name: 'S' } });
  });
});
