/**
 * Doc 002 §2: "A user's display text is the full name, otherwise the e-mail; the secondary text is
 * the e-mail." Used wherever a person is named in a pick list or a result (the boundary wizard's
 * picker, Check permissions, the global search).
 */
export function userDisplayText(u: { firstName: string; lastName: string; email: string }): string {
  const full = `${u.firstName} ${u.lastName}`.trim();
  return full || u.email;
}
