/** Doc 002 §4: boundary form states and container operation results. */

/** "Boundary form state": ValidationError -1, Initial 1, Editing 2, SubmitInProgress 3, SubmitSuccess 4, SubmitFailure 5, Loading 6, LoadingError 7. */
export const BoundaryFormState = {
  ValidationError: -1,
  Initial: 1,
  Editing: 2,
  SubmitInProgress: 3,
  SubmitSuccess: 4,
  SubmitFailure: 5,
  Loading: 6,
  LoadingError: 7,
} as const;
export type BoundaryFormState = (typeof BoundaryFormState)[keyof typeof BoundaryFormState];

/** "Container operations return a status: Success 0, Error 1." */
export const ContainerOperationStatus = { Success: 0, Error: 1 } as const;
export type ContainerOperationStatus = (typeof ContainerOperationStatus)[keyof typeof ContainerOperationStatus];

/** "The overall result is error if any step failed." */
export function overallContainerStatus(results: readonly { status: ContainerOperationStatus }[]): ContainerOperationStatus {
  return results.some((r) => r.status === ContainerOperationStatus.Error) ? ContainerOperationStatus.Error : ContainerOperationStatus.Success;
}

/** "After a failed submit a Retry button appears, and in add mode also a Discard boundary button." */
export function boundarySubmitActions(state: BoundaryFormState, mode: 'add' | 'edit'): { retry: boolean; discard: boolean } {
  const failed = state === BoundaryFormState.SubmitFailure;
  return { retry: failed, discard: failed && mode === 'add' };
}
