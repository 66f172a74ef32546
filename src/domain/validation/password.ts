/**
 * A password a user chooses after a support password reset (doc 001 §2.3 "reset password"; the
 * sandbox asks for it at the next sign-in). Our rule, as the service-account password of §9: at
 * least 8 characters, typed twice the same, and not the password that was reset.
 */
export const USER_PASSWORD_MIN_LENGTH = 8;
export const USER_PASSWORD_MAX_LENGTH = 1024;

export type NewPasswordProblem = 'missing' | 'tooShort' | 'tooLong' | 'mismatch' | 'unchanged';

export function newPasswordProblem(password: string, confirm: string, sameAsCurrent = false): NewPasswordProblem | undefined {
  if (password.trim() === '' || confirm.trim() === '') return 'missing';
  if (password.length < USER_PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > USER_PASSWORD_MAX_LENGTH) return 'tooLong';
  if (password !== confirm) return 'mismatch';
  if (sameAsCurrent) return 'unchanged';
  return undefined;
}
