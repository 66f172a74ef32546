import { createHash } from 'node:crypto';
import { escapeHtml } from '../auth/loginPage';

const style = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;background:#f3f2f1;color:#201f1e}
main{max-width:30rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin:0 0 1rem}
dl{margin:1rem 0}dt{font-weight:600}dd{margin:0 0 .75rem}
ul{padding-left:1.25rem}code{font-size:.9rem}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{flex:1;padding:.6rem;font:inherit;font-weight:600;border-radius:2px;cursor:pointer}
button:focus{outline:3px solid #0f6cbd;outline-offset:2px}
.accept{color:#fff;background:#0f6cbd;border:0}
.cancel{color:#201f1e;background:#fff;border:1px solid #605e5c}
.note{font-size:.875rem;color:#484644}
`;

/** Only our style; the form posts to the sandbox itself. */
export function identityCsp(origin: string): string {
  const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
  return `default-src 'none'; style-src ${hash}; form-action 'self' ${origin}; frame-ancestors 'none'; base-uri 'none'`;
}

export interface IdentityPageInput {
  action: string;
  tenantName: string;
  applicationName: string;
  scopes: string[];
  fields: Record<string, string>;
}

/** The emulated identity provider's sign-in consent: the tenant, the application, the scopes, Accept and Cancel. */
export function identityPage(input: IdentityPageInput): string {
  const hidden = Object.entries(input.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const scopes = input.scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in and accept permissions - Emulated identity provider</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>Accept permissions</h1>
<dl>
<dt>Directory tenant</dt><dd id="tenant-name">${escapeHtml(input.tenantName)}</dd>
<dt>Application</dt><dd>${escapeHtml(input.applicationName)}</dd>
</dl>
<p>The application asks for an access token with these permissions:</p>
<ul id="scopes">${scopes}</ul>
<form method="post" action="${escapeHtml(input.action)}">
${hidden}
<div class="actions">
<button class="accept" type="submit" name="decision" value="accept">Accept</button>
<button class="cancel" type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>
<p class="note">This page stands in for the identity provider's sign-in in the sandbox.</p>
</main>
</body>
</html>`;
}
