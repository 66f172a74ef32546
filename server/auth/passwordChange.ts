import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { z } from 'zod';
import { newPasswordProblem, USER_PASSWORD_MIN_LENGTH, type NewPasswordProblem } from '../../src/domain';
import type { Db } from '../db/database';
import { validated } from '../http/validate';
import { escapeHtml, page } from './loginPage';
import { hashPassword, verifyPassword } from './passwords';

/**
 * The sign-in step after a support password reset (POST /svc/identity/ium/{userId}/password/reset
 * sets users.password_reset_required): the right current password leads here instead of into the
 * console, and the sign-in resumes only once a new password is stored.
 */
const uidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) }).strict();
const body = z.object({ password: z.string().max(2048), confirmPassword: z.string().max(2048) }).strict();
const PENDING_MINUTES = 10;

export const newPasswordMessages: Record<NewPasswordProblem, string> = {
  missing: 'Enter the new password twice.',
  tooShort: `The new password must have at least ${USER_PASSWORD_MIN_LENGTH} characters.`,
  tooLong: 'The new password is too long.',
  mismatch: 'The two passwords are not the same.',
  unchanged: 'Choose a password different from the one that was reset.',
};

export const passwordAction = (uid: string) => `/authority/interaction/${uid}/password`;

export function newPasswordPage(action: string, error?: string): string {
  const described = error ? ' aria-describedby="password-error" aria-invalid="true"' : '';
  return page(
    'Choose a new password - Quadrant',
    `<h1>Choose a new password</h1>
<p>An administrator has reset your password. Choose a new one to continue (at least ${USER_PASSWORD_MIN_LENGTH} characters).</p>
${error ? `<p class="error" role="alert" id="password-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${USER_PASSWORD_MIN_LENGTH}" autofocus${described}>
<label for="confirmPassword">Confirm new password</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required minlength="${USER_PASSWORD_MIN_LENGTH}"${described}>
<button type="submit">Save password and sign in</button>
</form>`,
  );
}

export interface PasswordChangeDeps {
  provider: Provider;
  db: Db;
  details: (request: FastifyRequest, reply: FastifyReply, uid: string) => Promise<Interaction | undefined>;
  sendHtml: (reply: FastifyReply, status: number, body: string) => unknown;
}

/** Remembers, per sign-in interaction, the user who proved the current password; registers the POST route. */
export function registerPasswordChange(scope: FastifyInstance, { provider, db, details, sendHtml }: PasswordChangeDeps) {
  const pending = new Map<string, { userId: string; until: number }>();
  const readHash = db.prepare('SELECT password_hash FROM users WHERE id = ?').pluck();
  const store = db.prepare('UPDATE users SET password_hash = ?, password_reset_required = 0 WHERE id = ?');

  scope.post(
    '/authority/interaction/:uid/password',
    validated({ params: uidParams, body }, async ({ params, body: b }, request, reply) => {
      const interaction = await details(request, reply, params.uid);
      if (!interaction) return reply;
      const entry = pending.get(params.uid);
      if (!entry || entry.until < Date.now()) {
        pending.delete(params.uid);
        return sendHtml(
          reply,
          400,
          page(
            'Sign in - Quadrant',
            `<h1>Sign in again</h1>
<p role="alert">This step has expired. Sign in again with your current password.</p>`,
          ),
        );
      }
      const same = await verifyPassword(b.password, readHash.get(entry.userId) as string | null);
      const problem = newPasswordProblem(b.password, b.confirmPassword, same);
      if (problem) return sendHtml(reply, 200, newPasswordPage(passwordAction(params.uid), newPasswordMessages[problem]));
      store.run(await hashPassword(b.password), entry.userId);
      pending.delete(params.uid);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: entry.userId, remember: false } },
        { mergeWithLastSubmission: false },
      );
      return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
    }),
  );

  /** Called by the login route when the right password belongs to a user who must choose a new one. */
  return (reply: FastifyReply, uid: string, userId: string) => {
    const now = Date.now();
    for (const [key, value] of pending) if (value.until < now) pending.delete(key);
    pending.set(uid, { userId, until: now + PENDING_MINUTES * 60_000 });
    return sendHtml(reply, 200, newPasswordPage(passwordAction(uid)));
  };
}
