import { boundarySubmitActions, BoundaryFormState, ContainerOperationStatus, overallContainerStatus } from './boundary';

describe('boundary states (doc 002 §4)', () => {
  it('codes', () => {
    expect(BoundaryFormState.ValidationError).toBe(-1);
    expect(BoundaryFormState.LoadingError).toBe(7);
  });
  it('overall result is error if any step failed', () => {
    expect(overallContainerStatus([{ status: 0 }, { status: 0 }])).toBe(ContainerOperationStatus.Success);
    expect(overallContainerStatus([{ status: 0 }, { status: 1 }])).toBe(ContainerOperationStatus.Error);
    expect(overallContainerStatus([])).toBe(ContainerOperationStatus.Success);
  });
  it('Retry after a failed submit, Discard only in add mode', () => {
    expect(boundarySubmitActions(BoundaryFormState.SubmitFailure, 'add')).toEqual({ retry: true, discard: true });
    expect(boundarySubmitActions(BoundaryFormState.SubmitFailure, 'edit')).toEqual({ retry: true, discard: false });
    expect(boundarySubmitActions(BoundaryFormState.Editing, 'add')).toEqual({ retry: false, discard: false });
  });
});
