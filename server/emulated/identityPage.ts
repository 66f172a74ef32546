import { escapeHtml } from '../auth/loginPage';
import { decisionPage } from './decisionPageStyle';

export interface IdentityPageInput {
  action: string;
  tenantName: string;
  applicationName: string;
  scopes: string[];
  fields: Record<string, string>;
}

/** The emulated identity provider's sign-in consent: the tenant, the application, the scopes, Accept and Cancel. */
export function identityPage(input: IdentityPageInput): string {
  const scopes = input.scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('');
  return decisionPage({
    title: 'Sign in and accept permissions - Emulated identity provider',
    heading: 'Accept permissions',
    body: `<dl>
<dt>Directory tenant</dt><dd id="tenant-name">${escapeHtml(input.tenantName)}</dd>
<dt>Application</dt><dd>${escapeHtml(input.applicationName)}</dd>
</dl>
<p>The application asks for an access token with these permissions:</p>
<ul id="scopes">${scopes}</ul>`,
    action: input.action,
    fields: input.fields,
    primary: { value: 'accept', label: 'Accept' },
    secondary: { value: 'cancel', label: 'Cancel' },
    note: "This page stands in for the identity provider's sign-in in the sandbox.",
  });
}
