import type { AppConfig } from '../../src/domain/config';
import type { SandboxBackend } from './sandboxBackend';
import { renderInAdminAs } from './sandboxRender';
import { ManageAssociationsDialogContent } from '../../src/resources/organizationUsers/ManageAssociationsDialogContent';

/** The Users modal's body for the organization `orgName`, signed in to the sandbox as `email`. */
export async function renderManageAssociations(backend: SandboxBackend, email: string, orgName: string, brand: Partial<AppConfig['brand']> = {}) {
  const orgId = backend.people.orgId(orgName);
  return { ...(await renderInAdminAs(backend, email, <ManageAssociationsDialogContent orgId={orgId} />, brand)), orgId };
}
