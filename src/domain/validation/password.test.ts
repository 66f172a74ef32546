import { newPasswordProblem, USER_PASSWORD_MIN_LENGTH } from './password';

describe('newPasswordProblem (the password chosen after a support reset)', () => {
  it('accepts a password of at least 8 characters typed twice the same', () => {
    expect(USER_PASSWORD_MIN_LENGTH).toBe(8);
    expect(newPasswordProblem('Brand-New-1', 'Brand-New-1')).toBeUndefined();
    expect(newPasswordProblem('12345678', '12345678')).toBeUndefined();
  });

  it('asks for both fields', () => {
    expect(newPasswordProblem('', '')).toBe('missing');
    expect(newPasswordProblem('Brand-New-1', '   ')).toBe('missing');
  });

  it('refuses fewer than 8 characters, more than 1024, and two different entries', () => {
    expect(newPasswordProblem('1234567', '1234567')).toBe('tooShort');
    expect(newPasswordProblem('x'.repeat(1025), 'x'.repeat(1025))).toBe('tooLong');
    expect(newPasswordProblem('Brand-New-1', 'Brand-New-2')).toBe('mismatch');
  });

  it('refuses the password that was reset', () => {
    expect(newPasswordProblem('Old-Password-1', 'Old-Password-1', true)).toBe('unchanged');
  });
});
