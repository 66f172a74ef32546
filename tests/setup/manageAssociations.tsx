import { screen, waitFor } from '@testing-library/react';
import type { AppConfig } from '../../src/domain/config';
import type { SandboxBackend } from './sandboxBackend';
import { renderInAdminAs } from './sandboxRender';
import { ManageAssociationsDialogContent } from '../../src/resources/organizationUsers/ManageAssociationsDialogContent';

/** The Users modal's body for the organization `orgName`, signed in to the sandbox as `email`. */
export async function renderManageAssociations(backend: SandboxBackend, email: string, orgName: string, brand: Partial<AppConfig['brand']> = {}) {
  const orgId = backend.people.orgId(orgName);
  return { ...(await renderInAdminAs(backend, email, <ManageAssociationsDialogContent orgId={orgId} />, brand)), orgId };
}

/**
 * The open role picker's option `name`, once it may be pressed: the options wait for the available
 * roles (GET /api/v1.0/roles), which a page reads beside its own list.
 */
export const roleOption = (name: string) =>
  waitFor(() => {
    const option = screen.getByRole('menuitemcheckbox', { name });
    expect(option).not.toHaveAttribute('aria-disabled');
    return option;
  });
