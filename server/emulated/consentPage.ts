import { escapeHtml } from '../auth/loginPage';
import { decisionPage } from './decisionPageStyle';

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
  return decisionPage({
    title: 'Permissions requested - Emulated directory',
    heading: 'Permissions requested',
    body: `<p>An administrator of the directory tenant must accept these permissions for the whole organization.</p>
<dl>
<dt>Directory tenant</dt><dd id="tenant-name">${escapeHtml(input.tenantDisplay)}</dd>
<dt>Application</dt><dd>${escapeHtml(input.applicationName)}</dd>
</dl>
<p>This application will be able to:</p>
<ul><li>Sign in users and read their profile</li><li>Read directory data</li><li>Read reports of your organization's usage</li></ul>`,
    action: input.action,
    fields: { tenant: input.tenant, ...input.fields },
    primary: { value: 'grant', label: 'Grant' },
    secondary: { value: 'deny', label: 'Deny' },
    note: "This page stands in for the directory's admin-consent page in the sandbox.",
  });
}
