import type { Page } from 'playwright-core';
import { closeTestPage, newTestPage, signIn } from './support/browser';
import { startSandboxInProcess, type BrowserFileSandbox } from './support/inProcessSandbox';
import { closeTestPages } from './support/profiles';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { databaseFileName } from '../server/db/database';
import { e2ePassword } from './support/session';

/**
 * A session that outlives its access token, and one that ends with input typed (Chromium, the real
 * sandbox): lifetimes of a few seconds stand for the hour and the working day, so that the walk
 * stays short. The first sandbox renews (ACCESS_TOKEN_SECONDS=4): ahead of expiry, and after a 401
 * when the page did not see the expiry coming; the second refuses renewal half a minute after sign-in
 * (ACCESS_TOKEN_SECONDS=3, REFRESH_TOKEN_SECONDS=30: room to sign in and type first on a loaded
 * machine; 8 s was passed before the page had shown). The issue's own figures (20 s and a 30 s wait;
 * 15 s, 20 s and a 40 s wait) were walked once with this file's steps.
 */
const password = e2ePassword;
const RESTORED = 'Your unsaved changes were restored.';
let renewing: BrowserFileSandbox;
let ending: BrowserFileSandbox;

beforeAll(async () => {
  [renewing, ending] = await Promise.all([
    startSandboxInProcess({ SANDBOX_PASSWORD: password, ACCESS_TOKEN_SECONDS: '4' }),
    startSandboxInProcess({ SANDBOX_PASSWORD: password, ACCESS_TOKEN_SECONDS: '3', REFRESH_TOKEN_SECONDS: '30' }),
  ]);
});
afterAll(async () => {
  await closeTestPages();
  await Promise.all([renewing?.stop(), ending?.stop()]);
});

function contosoOf(sandbox: BrowserFileSandbox): number {
  const db = new Database(join(sandbox.dataDir, databaseFileName), { readonly: true });
  try {
    return (db.prepare('SELECT id FROM organizations WHERE name = ?').get('Contoso Pharmaceuticals') as { id: number }).id;
  } finally {
    db.close();
  }
}

/** The bearer tokens the console sent to the services, in order, with the method and path. */
function recordTokens(page: Page) {
  const sent: { method: string; path: string; token: string }[] = [];
  page.on('request', (request) => {
    const auth = request.headers().authorization;
    if (auth) sent.push({ method: request.method(), path: new URL(request.url()).pathname, token: auth.slice('Bearer '.length) });
  });
  return sent;
}

const wait = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

// The walks run side by side (each in a browser profile of its own): most of their time is waiting.
describe.concurrent('sessions that never lose work (Chromium)', () => {
  it('renews the access token without leaving the page: a note typed after the first token expired is saved with a new one', async ({ expect }) => {
    const page = await newTestPage();
    const sent = recordTokens(page);
    const contoso = contosoOf(renewing);
    await signIn(page, renewing.url, 'tms.admin@sandbox.test', password, `/hierarchy/${contoso}/notes`);
    const note = page.getByRole('textbox', { name: 'Note' });
    await note.waitFor();
    const first = sent[0].token;
    await wait(6000);
    await note.fill('Typed after the first token expired.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('The note was saved.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/hierarchy/${contoso}/notes`);
    const save = sent.findLast((r) => r.method === 'PATCH' && r.path.endsWith('/notes'));
    expect(save?.token).toBeTruthy();
    expect(save!.token).not.toBe(first);
    await closeTestPage(page);
  });

  it('a request answered 401 for an expired token is renewed once and sent again, unseen', async ({ expect }) => {
    const page = await newTestPage();
    const sent = recordTokens(page);
    const answers: { method: string; path: string; status: number; token?: string }[] = [];
    page.on('response', (r) =>
      answers.push({ method: r.request().method(), path: new URL(r.url()).pathname, status: r.status(), token: r.request().headers().authorization }),
    );
    // The page is told its tokens live an hour (as a browser whose clock is behind the sandbox's would
    // believe): it never renews ahead of time, and its first request after the 4 s meets a 401.
    await page.route('**/authority/token', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as Record<string, unknown>;
      await route.fulfill({ response: answer, json: answer.ok() ? { ...body, expires_in: 3600 } : body });
    });
    const contoso = contosoOf(renewing);
    await signIn(page, renewing.url, 'tms.admin@sandbox.test', password, `/hierarchy/${contoso}/notes`);
    const note = page.getByRole('textbox', { name: 'Note' });
    await note.waitFor();
    // Past the token's 4 s and the sandbox's 5 s of clock tolerance.
    await wait(10_000);
    await note.fill('Typed with an expired token.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('The note was saved.').waitFor();
    // The first request after the 4 s (the page polls the organization's location) is refused,
    // renewed once and sent again; the note goes with the new token. The first POST is the sign-in's.
    const seen = answers.filter((a) => a.path.startsWith('/svc/') || a.path === '/authority/token').map((a) => `${a.method} ${a.path} ${a.status}`);
    const refused = seen.findIndex((a) => a.endsWith(' 401'));
    expect(refused).toBeGreaterThan(0);
    const again = seen[refused].replace(/ 401$/, ' 200');
    const renewed = seen.indexOf('POST /authority/token 200', refused);
    expect(renewed).toBeGreaterThan(refused);
    expect(seen.indexOf(again, renewed)).toBeGreaterThan(renewed);
    // One refresh per expired token, however many requests met its expiry at the same time; the first
    // POST is the sign-in's exchange. A loaded machine can take long enough between sign-in and the
    // save for the renewed 4 s token to expire too: then that one is renewed once as well.
    const expiredTokens = new Set(answers.filter((a) => a.status === 401 && a.path.startsWith('/svc/')).map((a) => a.token));
    expect(seen.filter((a) => a.startsWith('POST /authority/token'))).toHaveLength(1 + expiredTokens.size);
    const saves = sent.filter((r) => r.method === 'PATCH' && r.path.endsWith('/notes'));
    expect(saves.at(-1)!.token).not.toBe(sent[0].token);
    expect(new URL(page.url()).pathname).toBe(`/hierarchy/${contoso}/notes`);
    await closeTestPage(page);
  });

  it('when renewal is refused, the typed note comes back after signing in again, with a message', async ({ expect }) => {
    const page = await newTestPage();
    const contoso = contosoOf(ending);
    await signIn(page, ending.url, 'tms.admin@sandbox.test', password, `/hierarchy/${contoso}/notes`);
    const note = page.getByRole('textbox', { name: 'Note' });
    await note.waitFor();
    await note.fill('Typed before the session ended.');
    // REFRESH_TOKEN_SECONDS after the sign-in the authority refuses to renew (until then the console renews every 2 s).
    await page.waitForResponse((r) => new URL(r.url()).pathname === '/authority/token' && r.status() === 400, { timeout: 90_000 });
    // The authority's session and the refresh token end in the same second, not at the same instant: a
    // redirect within it signed in silently once on a loaded run, so the walk leaves that second first.
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByLabel('Password').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/authority\//);

    await page.getByLabel('Email').fill('tms.admin@sandbox.test');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(RESTORED).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/hierarchy/${contoso}/notes`);
    expect(await note.inputValue()).toBe('Typed before the session ended.');
    // Restored as input: it can be saved, and once saved the draft is gone.
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('The note was saved.').waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('console.draft.')))).toEqual([]);
    await closeTestPage(page);
  });

  it('a dialog opened by a button comes back open with its input, and without the password, after signing in again', async ({ expect }) => {
    const page = await newTestPage();
    await signIn(page, ending.url, 'tms.admin@sandbox.test', password);
    await page.getByRole('menuitem', { name: 'Service Accounts' }).click();
    await page.getByRole('button', { name: 'Add service account' }).click();
    const dialog = page.getByRole('dialog', { name: 'New service account' });
    await dialog.getByLabel('Friendly name').fill('Nightly export');
    await dialog.getByLabel('Username').fill('svc-export@contoso.com');
    await dialog.getByLabel(/^Password/).fill('Not-kept-1234');
    await dialog.getByLabel('Confirm password').fill('Not-kept-1234');
    await dialog.getByRole('combobox', { name: 'Product' }).click();
    await page.getByRole('option').first().click();
    await page.waitForResponse((r) => new URL(r.url()).pathname === '/authority/token' && r.status() === 400, { timeout: 90_000 });
    // The authority's session and the refresh token end in the same second, not at the same instant: a
    // redirect within it signed in silently once on a loaded run, so the walk leaves that second first.
    await page.waitForTimeout(1500);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/authority/'));

    await page.getByLabel('Email').fill('tms.admin@sandbox.test');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(RESTORED).waitFor();
    expect(new URL(page.url()).pathname).toBe('/service-accounts');
    await expect.poll(() => dialog.getByLabel('Friendly name').inputValue()).toBe('Nightly export');
    expect(await dialog.getByLabel(/^Password/).inputValue()).toBe('');
    await closeTestPage(page);
  });
});
