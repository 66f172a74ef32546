import { authorizeUrl, browser, useTestSandbox, DEFAULT_SANDBOX_PASSWORD, pkcePair, signInWithPassword, tokenFor } from '../../tests/server';

const sb = useTestSandbox();

const email = 'distributor.admin@sandbox.test';
const formAction = (html: string) =>
  /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));

async function resetPassword() {
  const userId = sb.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as string;
  const token = await tokenFor(sb.app, 'tms.admin@sandbox.test');
  const res = await sb.app.inject({
    method: 'POST',
    url: `/svc/identity/ium/${userId}/password/reset`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
}

describe('sign-in after a support password reset', () => {
  it('asks for a new password after the current one, refuses a bad one, then signs in with the new one only', async () => {
    await resetPassword();
    const b = browser(sb.app);
    const login = await b.follow(authorizeUrl(sb.publicUrl, pkcePair().challenge));
    const asked = await b.follow(`${sb.publicUrl}${formAction(login.body)}`, 'POST', { email, password: DEFAULT_SANDBOX_PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<h1>Choose a new password</h1>');
    expect(asked.body).toContain('<label for="password">New password</label>');
    expect(asked.body).toContain('<label for="confirmPassword">Confirm new password</label>');
    const action = `${sb.publicUrl}${formAction(asked.body)}`;
    expect(action).toMatch(/\/authority\/interaction\/[\w-]+\/password$/);

    const mismatch = await b.follow(action, 'POST', { password: 'Brand-New-Pass-1', confirmPassword: 'Brand-New-Pass-2' });
    expect(mismatch.body).toContain('role="alert"');
    expect(mismatch.body).toContain('The two passwords are not the same.');
    const same = await b.follow(action, 'POST', { password: DEFAULT_SANDBOX_PASSWORD, confirmPassword: DEFAULT_SANDBOX_PASSWORD });
    expect(same.body).toContain('Choose a password different from the one that was reset.');
    const short = await b.follow(action, 'POST', { password: 'short', confirmPassword: 'short' });
    expect(short.body).toContain('at least 8 characters');

    const done = await b.follow(action, 'POST', { password: 'Brand-New-Pass-1', confirmPassword: 'Brand-New-Pass-1' });
    expect(done.finalUrl).toMatch(/^http:\/\/sandbox\.test\/auth-callback\?code=/);
    expect(sb.db.prepare('SELECT password_reset_required FROM users WHERE email = ?').pluck().get(email)).toBe(0);

    expect((await signInWithPassword(sb.app, email, DEFAULT_SANDBOX_PASSWORD)).page).toContain('The email or password is incorrect.');
    expect((await signInWithPassword(sb.app, email, 'Brand-New-Pass-1')).tokens?.access_token).toBeTruthy();
  });

  it('the new-password step cannot be used without having signed in with the current password first', async () => {
    const b = browser(sb.app);
    const login = await b.follow(authorizeUrl(sb.publicUrl, pkcePair().challenge));
    const uidAction = formAction(login.body)!.replace(/\/login$/, '/password');
    const res = await b.follow(`${sb.publicUrl}${uidAction}`, 'POST', { password: 'Brand-New-Pass-9', confirmPassword: 'Brand-New-Pass-9' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Sign in again with your current password.');
  });
});
