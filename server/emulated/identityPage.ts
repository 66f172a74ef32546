import { escapeHtml } from '../auth/loginPage';
import { decisionPageStyle as style } from './decisionPageStyle';

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
<button class="primary" type="submit" name="decision" value="accept">Accept</button>
<button class="secondary" type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>
<p class="note">This page stands in for the identity provider's sign-in in the sandbox.</p>
</main>
</body>
</html>`;
}
