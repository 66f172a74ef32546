/**
 * Doc 002 §4 "Boundary form state": the codes of the add/edit boundary wizard's state, and doc 002
 * §4 "Container operations return a status: Success 0, Error 1".
 */
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

export const ContainerOperationStatus = { Success: 0, Error: 1 } as const;
export type ContainerOperationStatus = (typeof ContainerOperationStatus)[keyof typeof ContainerOperationStatus];
