import { createHash } from 'node:crypto';
import { escapeHtml } from '../auth/loginPage';

const style = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;background:#f3f2f1;color:#201f1e}
main{max-width:28rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin:0 0 1rem}
dl{margin:1rem 0}dt{font-weight:600}dd{margin:0 0 .75rem}
ul{padding-left:1.25rem}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{flex:1;padding:.6rem;font:inherit;font-weight:600;border-radius:2px;cursor:pointer}
button:focus{outline:3px solid #0f6cbd;outline-offset:2px}
.grant{color:#fff;background:#0f6cbd;border:0}
.deny{color:#201f1e;background:#fff;border:1px solid #605e5c}
.note{font-size:.875rem;color:#484644}
`;

/** Only our style; the decision form posts to the sandbox itself (and redirects within PUBLIC_URL). */
export function consentCsp(origin: string): string {
  const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
  return `default-src 'none'; style-src ${hash}; form-action 'self' ${origin}; frame-ancestors 'none'; base-uri 'none'`;
}

export interface ConsentPageInput {
  action: string;
  /** As typed (sent back with the decision). */
  tenant: string;
  /** The tenant's directory name, "<name>.onmicrosoft.com" or the verified domain asked for. */
  tenantDisplay: string;
  applicationName: string;
  fields: Record<string, string>;
}

/** The emulated directory's admin-consent page: the tenant, the application, Grant and Deny. */
export function consentPage(input: ConsentPageInput): string {
  const hidden = Object.entries({ tenant: input.tenant, ...input.fields })
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Permissions requested - Emulated directory</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>Permissions requested</h1>
<p>An administrator of the directory tenant must accept these permissions for the whole organization.</p>
<dl>
<dt>Directory tenant</dt><dd id="tenant-name">${escapeHtml(input.tenantDisplay)}</dd>
<dt>Application</dt><dd>${escapeHtml(input.applicationName)}</dd>
</dl>
<p>This application will be able to:</p>
<ul><li>Sign in users and read their profile</li><li>Read directory data</li><li>Read reports of your organization's usage</li></ul>
<form method="post" action="${escapeHtml(input.action)}">
${hidden}
<div class="actions">
<button class="grant" type="submit" name="decision" value="grant">Grant</button>
<button class="deny" type="submit" name="decision" value="deny">Deny</button>
</div>
</form>
<p class="note">This page stands in for the directory's admin-consent page in the sandbox.</p>
</main>
</body>
</html>`;
}
