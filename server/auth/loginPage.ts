import { createHash } from 'node:crypto';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const style = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;background:#f3f2f1;color:#201f1e}
main{max-width:24rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin:0 0 .5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.5rem;font:inherit;border:1px solid #605e5c;border-radius:2px}
input:focus,button:focus,a:focus{outline:3px solid #0f6cbd;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.6rem;font:inherit;font-weight:600;color:#fff;background:#0f6cbd;border:0;border-radius:2px;cursor:pointer}
.error{margin:1rem 0 0;padding:.75rem;background:#fde7e9;border-left:4px solid #a4262c;color:#a4262c}
`;
/** Clicks the sign-out button as soon as the page loads (the button stays as a fallback). */
const autoSignOut = `document.getElementById('sign-out').click();`;

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The Content-Security-Policy of the authority's pages: only our style and script; forms post to `formTargets`. */
export function pageCsp(formTargets: string[]): string {
  return [
    "default-src 'none'",
    `style-src ${sha(style)}`,
    `script-src ${sha(autoSignOut)}`,
    `form-action 'self' ${formTargets.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function page(title: string, body: string, script = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>${script ? `\n<script>${autoSignOut}</script>` : ''}
</body>
</html>`;
}

export interface LoginPageInput {
  action: string;
  email?: string;
  error?: string;
  productName?: string;
}

/** The sign-in form: Email, Password, Sign in; an error re-renders it with the email kept. */
export function loginPage({ action, email = '', error, productName = 'Quadrant' }: LoginPageInput): string {
  const described = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return page(
    `Sign in - ${productName}`,
    `<h1>Sign in to ${escapeHtml(productName)}</h1>
<p>Use the email and password of your ${escapeHtml(productName)} account.</p>
${error ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${error && email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${error && email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** RP-initiated logout: the provider's hidden form, submitted at once; the button is the fallback. */
export function logoutPage(form: string, productName = 'Quadrant'): string {
  return page(
    `Sign out - ${productName}`,
    `<h1>Signing you out</h1>
<p>You are being signed out of ${escapeHtml(productName)}. If nothing happens, select Sign out.</p>
${form}
<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
    true,
  );
}

export function signedOutPage(homeUrl: string, productName = 'Quadrant'): string {
  return page(
    `Signed out - ${productName}`,
    `<h1>You are signed out</h1>
<p>You have signed out of ${escapeHtml(productName)}.</p>
<p><a href="${escapeHtml(homeUrl)}">Sign in again</a></p>`,
  );
}

export function errorPage(message: string, homeUrl: string, productName = 'Quadrant'): string {
  return page(
    `Sign-in problem - ${productName}`,
    `<h1>Sign-in could not continue</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(homeUrl)}">Return to the console</a></p>`,
  );
}
