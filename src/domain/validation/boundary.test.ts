import { boundaryFormSchema, boundaryStepFields, BoundaryStep } from './boundary';
import { firstMessages } from './messages';

/** The first message of the fields a step checks, as the wizard's Next shows it. */
const stepMessage = (step: BoundaryStep, form: { name: string; description?: string; users: unknown[] }) => {
  const parsed = boundaryFormSchema.safeParse({ description: '', ...form });
  const messages = parsed.success ? {} : firstMessages(parsed.error);
  return boundaryStepFields(step)
    .map((field) => messages[field]?.key)
    .find(Boolean);
};

describe('boundary wizard steps (doc 002 §5)', () => {
  const user = { userId: 'u1', anonymous: false };
  it('step 1 needs a name', () => {
    expect(stepMessage(BoundaryStep.BasicDetails, { name: '', users: [] })).toBe('validationError.missing_name');
    expect(stepMessage(BoundaryStep.BasicDetails, { name: '  ', users: [user] })).toBe('validationError.missing_name');
    expect(stepMessage(BoundaryStep.BasicDetails, { name: 'Finance', users: [] })).toBeUndefined();
  });
  it('step 2 needs at least one user', () => {
    expect(stepMessage(BoundaryStep.Users, { name: 'Finance', users: [] })).toBe('validationError.missing_user');
    expect(stepMessage(BoundaryStep.Users, { name: 'Finance', users: [user] })).toBeUndefined();
  });
  it('data sources and restrictions have no rule', () => {
    expect(stepMessage(BoundaryStep.DataSources, { name: '', users: [] })).toBeUndefined();
    expect(stepMessage(BoundaryStep.ScopeRestrictions, { name: '', users: [] })).toBeUndefined();
  });
  it('the summary checks both, name first', () => {
    expect(stepMessage(BoundaryStep.Summary, { name: '', users: [] })).toBe('validationError.missing_name');
    expect(stepMessage(BoundaryStep.Summary, { name: 'Finance', users: [] })).toBe('validationError.missing_user');
    expect(stepMessage(BoundaryStep.Summary, { name: 'Finance', users: [user] })).toBeUndefined();
  });
  it('keeps the fields without a rule as they are', () => {
    const form = { name: 'Finance', description: '', users: [user], dataSources: [{ datasource: 'azure_users' }], scoped: { touched: false } };
    expect(boundaryFormSchema.parse(form)).toEqual(form);
  });
});
