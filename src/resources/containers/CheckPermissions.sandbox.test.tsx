import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderScreenAs, appPage } from '../../../tests/setup/renderScreen';

/** Check permissions over the boundaries page, against the in-process sandbox. */
const backend = useSandboxBackend();
const boundariesPage = appPage('/virtual-boundaries/*');
const ADMIN = 'tms.admin@sandbox.test';
const contoso = () => backend.people.orgId('Contoso Pharmaceuticals');
const usersPath = () => `/svc/account/api/v1.0/organizations/${contoso()}/users`;

describe('Check permissions against the sandbox', () => {
  it('shows a picked user’s effective permissions, downloads {userId}.permissions.csv, and Done closes the panel', async () => {
    const nora = backend.people.user('no.roles@sandbox.test').id;
    const texts: string[] = [];
    const names: string[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (void blob.text().then((t) => texts.push(t)), 'blob:permissions'),
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.getAttribute('download') ?? '');
    });
    const { location } = await renderScreenAs(backend, ADMIN, boundariesPage.ui, {
      ...boundariesPage.at,
      path: `/virtual-boundaries/check-permissions?org=${contoso()}`,
    });
    const panel = await screen.findByRole('dialog', { name: 'Check permissions' });
    expect(within(panel).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await userEvent.type(within(panel).getByRole('combobox', { name: 'User' }), 'nora');
    await userEvent.click(await screen.findByRole('option', { name: /Nora Quinn/ }));
    const table = await within(panel).findByRole('table', { name: 'Effective permissions of Nora Quinn' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['displayName', 'Clinical research', 'azure_users', 'true'],
      ['department', 'Clinical research', 'azure_users', 'true'],
      ['country', 'Clinical research', 'azure_users', 'true'],
      ['jobTitle', 'Clinical research', 'azure_users', 'true'],
    ]);
    expect(requests.find('GET', `/svc/account/api/v1.0/organizations/${contoso()}/users/${nora}/novaContainerUsers`)).toHaveLength(1);

    await userEvent.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(texts).toHaveLength(1));
    expect(names).toEqual([`${nora}.permissions.csv`]);
    expect(texts[0].trim().split(/\r?\n/)).toEqual([
      'fieldName,boundary,dataSource,anonymous',
      'displayName,Clinical research,azure_users,true',
      'department,Clinical research,azure_users,true',
      'country,Clinical research,azure_users,true',
      'jobTitle,Clinical research,azure_users,true',
    ]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check permissions' })).not.toBeInTheDocument());
    expect(location().pathname + location().search).toBe(`/virtual-boundaries?org=${contoso()}`);
  });

  it('says "Failed to fetch user list - …" in the panel with Retry when the users fail to load, and Retry recovers', async () => {
    server.use(http.get(`*${usersPath()}`, () => HttpResponse.json({ message: 'Directory busy', errors: {} }, { status: 503 }), { once: true }));
    await renderScreenAs(backend, ADMIN, boundariesPage.ui, { ...boundariesPage.at, path: `/virtual-boundaries/check-permissions?org=${contoso()}` });
    const panel = await screen.findByRole('dialog', { name: 'Check permissions' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch user list - Directory busy');
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(panel).queryByRole('alert')).not.toBeInTheDocument());
    expect(requests.find('GET', usersPath())).toHaveLength(2);
    await userEvent.click(within(panel).getByRole('combobox', { name: 'User' }));
    expect(await screen.findByRole('option', { name: /Carlos Mendes/ })).toBeInTheDocument();
  });
});
