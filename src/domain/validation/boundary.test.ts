import { boundaryStepError, BoundaryStep } from './boundary';

describe('boundary wizard steps (doc 002 §5)', () => {
  const user = { userId: 'u1', anonymous: false };
  it('step 1 needs a name', () => {
    expect(boundaryStepError(BoundaryStep.BasicDetails, { name: '', users: [] })).toBe('validationError.missing_name');
    expect(boundaryStepError(BoundaryStep.BasicDetails, { name: '  ', users: [user] })).toBe('validationError.missing_name');
    expect(boundaryStepError(BoundaryStep.BasicDetails, { name: 'Finance', users: [] })).toBeUndefined();
  });
  it('step 2 needs at least one user', () => {
    expect(boundaryStepError(BoundaryStep.Users, { name: 'Finance', users: [] })).toBe('validationError.missing_user');
    expect(boundaryStepError(BoundaryStep.Users, { name: 'Finance', users: [user] })).toBeUndefined();
  });
  it('data sources and restrictions have no rule', () => {
    expect(boundaryStepError(BoundaryStep.DataSources, { name: '', users: [] })).toBeUndefined();
    expect(boundaryStepError(BoundaryStep.ScopeRestrictions, { name: '', users: [] })).toBeUndefined();
  });
  it('the summary checks both, name first', () => {
    expect(boundaryStepError(BoundaryStep.Summary, { name: '', users: [] })).toBe('validationError.missing_name');
    expect(boundaryStepError(BoundaryStep.Summary, { name: 'Finance', users: [] })).toBe('validationError.missing_user');
    expect(boundaryStepError(BoundaryStep.Summary, { name: 'Finance', users: [user] })).toBeUndefined();
  });
});
