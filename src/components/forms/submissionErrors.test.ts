import { ApiError } from '../../dataProvider/ApiError';
import { submissionErrors } from './submissionErrors';

describe('submissionErrors', () => {
  it("puts the service's first message of each named field on the form's field", () => {
    const error = new ApiError({
      status: 400,
      kind: 'http',
      serverMessage: 'Invalid request body',
      errors: { 'body.name': ['Taken', 'Other'], _: ['x'] },
    });
    expect(submissionErrors(error, { name: 'name' })).toEqual({ name: 'Taken' });
  });

  it('answers nothing for a failure that names no field of the form, or is not the service', () => {
    expect(submissionErrors(new ApiError({ status: 409, kind: 'http', errors: { other: ['x'] } }), { name: 'name' })).toBeUndefined();
    expect(submissionErrors(new Error('down'), { name: 'name' })).toBeUndefined();
  });
});
