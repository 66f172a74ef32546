import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { errorAnswer } from '../../../tests/msw/account';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { renderHierarchyAs } from '../../../tests/setup/hierarchyPage';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';

/**
 * A child with certificate-based authentication and "parent can manage" off, created by
 * an administrator who manages it only through that flag, against the sandbox: no 403 after the
 * create, and a retry after a failure makes no second organization.
 */
const backend = useSandboxBackend();
const dialog = () => screen.getByRole('dialog');
const orgsNamed = (name: string) => backend.sandbox.db.prepare('SELECT id FROM organizations WHERE name = ?').pluck().all(name) as number[];
const stored = (id: number) => backend.sandbox.db.prepare('SELECT use_cert_based_auth, parent_can_manage FROM organizations WHERE id = ?').get(id);
const authPath = (id: number) => `/svc/auth-settings/api/v1/organizations/${id}/Settings/SetTenantAuthenticationType/1`;

async function openAddChild() {
  const { profile } = await backend.signIn('partner.admin@sandbox.test');
  const parentId = profile.organizationId;
  await renderHierarchyAs(backend, 'partner.admin@sandbox.test', `/hierarchy/${parentId}/add-child/`);
  await within(await screen.findByRole('dialog')).findByRole('textbox', { name: /^Name/ });
  return parentId;
}

async function fillCertChild(name: string) {
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Name/ }), name);
  await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Parent can manage' }));
  await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Certificate-based authentication' }));
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
}

describe('New child organization with certificate-based authentication, parent can manage off', () => {
  it('creates it, sets the authentication type, then turns "parent can manage" off', async () => {
    await openAddChild();
    await fillCertChild('Cert Managed Off');
    expect(await screen.findByText('Child organization created successfully')).toBeInTheDocument();
    const [id] = orgsNamed('Cert Managed Off');
    expect(orgsNamed('Cert Managed Off')).toHaveLength(1);
    expect(requests.find('PATCH', authPath(id))).toHaveLength(1);
    const [patch] = requests.find('PATCH', `/svc/account/api/v1.0/organizations/${id}/managed`);
    expect(patch.json()).toMatchObject({ name: 'Cert Managed Off', parentCanManage: false });
    expect(stored(id)).toEqual({ use_cert_based_auth: 1, parent_can_manage: 0 });
  });

  it('after a failed authentication step, Create again finishes the same organization', async () => {
    server.use(
      http.patch(
        `${backend.config.services.authSettings}/api/v1/organizations/:id/Settings/SetTenantAuthenticationType/1`,
        () => errorAnswer(500, 'settings store offline'),
        { once: true },
      ),
    );
    await openAddChild();
    await fillCertChild('Cert Retry Co');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('settings store offline');
    expect(orgsNamed('Cert Retry Co')).toHaveLength(1);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Child organization created successfully')).toBeInTheDocument();
    await waitFor(() => expect(orgsNamed('Cert Retry Co')).toHaveLength(1));
    expect(requests.find('POST', '/svc/account/api/v1.0/organizations')).toHaveLength(1);
    expect(stored(orgsNamed('Cert Retry Co')[0])).toEqual({ use_cert_based_auth: 1, parent_can_manage: 0 });
  });
});
