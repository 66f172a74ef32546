import { escapeHtml } from '../auth/loginPage';
import { decisionPageStyle as style } from './decisionPageStyle';

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
<button class="primary" type="submit" name="decision" value="grant">Grant</button>
<button class="secondary" type="submit" name="decision" value="deny">Deny</button>
</div>
</form>
<p class="note">This page stands in for the directory's admin-consent page in the sandbox.</p>
</main>
</body>
</html>`;
}
