import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { GLOBAL_READER_STORAGE_KEYS, saveBeforeSignIn } from '../../domain/globalReader';
import { PREFERRED_APPLICATION } from '../../../server/services/tenants';
import { errorAnswer } from '../../../tests/msw/account';
import { testOrigin } from '../../../tests/msw/config';
import { graphAssignmentId, graphHandlers, graphPrincipalId, graphTestToken } from '../../../tests/msw/graph';
import { requests } from '../../../tests/msw/recorder';
import { server } from '../../../tests/msw/server';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { passTime, startFakeClock } from '../../../tests/setup/fakeClock';
import { renderHierarchyAs } from '../../../tests/setup/hierarchyPage';
import { renderInAdminAs } from '../../../tests/setup/sandboxRender';
import { GlobalReaderSetup } from './index';

// Seeded: Contoso Pharmaceuticals (US, under Wingtip Holdings) is signed up and has a directory tenant;
// Fourth Coffee has none. The directory graph and the verify answers stay the test's own handlers.
const backend = useSandboxBackend();
const contoso = () => backend.people.orgId('Contoso Pharmaceuticals');
let page = '';
const verifyPath = () => `/svc/reporting/us/api/tenants/${contoso()}/isGlobalReaderAssigned`;
const graphPath = (p: string) => `/emulated/graph/v1.0${p}`;
/** The Data Collection tab's page, where the setup shows, at `path`. */
const openPage = (path: string) => renderHierarchyAs(backend, 'tms.admin@sandbox.test', path);
const renderInAdmin = (ui: React.ReactElement, orgName: string) =>
  renderInAdminAs(
    backend,
    'root.sysadmin@sandbox.test',
    ui,
    {},
    `/${backend.people.orgId('Wingtip Holdings')}/setup/${backend.people.orgId(orgName)}`,
  );
// The reporting application whose service principal the setup looks up: the sandbox's.
const appId = PREFERRED_APPLICATION.clientId;
let verifyAnswer: () => Response;

beforeEach(() => {
  page = `/hierarchy/${contoso()}/data-collection`;
  verifyAnswer = () => errorAnswer(424, 'Missing DeviceManagementRBAC.Read.All');
  server.use(http.get(`${testOrigin}${verifyPath()}`, () => verifyAnswer()));
});
afterEach(() => vi.restoreAllMocks());

/** As /appProvisionTest leaves them: the saved page, the way, the organization, the state and the token. */
function storedAfterSignIn() {
  saveBeforeSignIn(window.sessionStorage, { returnUrl: page, way: 'dataCollection', orgId: contoso(), state: 'state-1' });
  window.sessionStorage.setItem(GLOBAL_READER_STORAGE_KEYS.token, graphTestToken);
}
const graphCalls = () => requests.all().filter((r) => r.path.startsWith('/emulated/graph') || r.path.endsWith('/isGlobalReaderAssigned'));

describe('Global reader setup in the Data Collection tab', () => {
  it('shows the 424 message after Verify, then the setup; Automatic stores the page and sends the browser to the sign-in', async () => {
    const assign = vi.fn();
    const real = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue(
      new Proxy({} as Location, { get: (_, p) => (p === 'assign' ? assign : Reflect.get(real, p)) }),
    );
    await openPage(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(/DeviceManagementRBAC\.Read\.All permission is allowed; if it still fails, contact support\./),
    ).toBeInTheDocument();
    const setup = await screen.findByRole('region', { name: 'Assign the global reader role' });
    expect(within(setup).getByRole('radio', { name: 'Automatic' })).toBeChecked();
    expect(within(setup).getByText(/as a Global Administrator and give your consent/)).toBeInTheDocument();
    await userEvent.click(within(setup).getByRole('button', { name: 'Sign in and assign the role' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const url = new URL(assign.mock.calls[0][0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${testOrigin}/emulated/identity/authorize`);
    const state = window.sessionStorage.getItem(GLOBAL_READER_STORAGE_KEYS.state);
    expect(state).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: appId,
      redirect_uri: `${testOrigin}/appProvisionTest`,
      response_type: 'token',
      scope: 'https://graph.microsoft.com/Application.ReadWrite.All https://graph.microsoft.com/RoleManagement.ReadWrite.Directory',
      state,
      tenant: backend.sandbox.db.prepare('SELECT id FROM directory_tenants WHERE organization_id = ?').pluck().get(contoso()),
    });
    expect(window.sessionStorage.getItem(GLOBAL_READER_STORAGE_KEYS.returnUrl)).toBe(page);
    expect(window.sessionStorage.getItem(GLOBAL_READER_STORAGE_KEYS.way)).toBe('dataCollection');
    expect(window.sessionStorage.getItem(GLOBAL_READER_STORAGE_KEYS.orgId)).toBe(String(contoso()));
  });

  it('runs the sequence on return: lookup, assignment, read-back, re-check after 4 s, deletion after 5 s, clearing after 10 s', async () => {
    startFakeClock();
    const graph = graphHandlers();
    server.use(...graph.handlers);
    verifyAnswer = () => HttpResponse.json(graph.state.assigned);
    storedAfterSignIn();
    await openPage(page);
    const progress = await screen.findByRole('list', { name: 'Automatic global reader setup' });
    await waitFor(() => expect(requests.find('GET', graphPath(`/roleManagement/directory/roleAssignments/${graphAssignmentId}`))).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Assigning the global reader role...');
    expect(window.sessionStorage.getItem(GLOBAL_READER_STORAGE_KEYS.token)).toBeNull();
    // The re-check is due at 4 s and the deletion at 5 s: the clock stops between them until the
    // re-check has gone out, since on a loaded machine its request could otherwise leave after the deletion's.
    await passTime(4_000);
    await waitFor(() => expect(requests.find('GET', verifyPath())).toHaveLength(1));
    await passTime(6_000);
    expect(await screen.findByText('The Global Reader role is assigned to the reporting application.')).toBeInTheDocument();

    const calls = graphCalls().map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual([
      `GET ${graphPath('/servicePrincipals')}`,
      `POST ${graphPath('/roleManagement/directory/roleAssignments')}`,
      `GET ${graphPath(`/roleManagement/directory/roleAssignments/${graphAssignmentId}`)}`,
      `GET ${verifyPath()}`,
      `DELETE ${graphPath(`/servicePrincipals(appId='${appId}')`)}`,
    ]);
    const [lookup, assignment] = graphCalls();
    expect(new URLSearchParams(lookup.search).get('$search')).toBe(`"appId:${appId}"`);
    expect(new URLSearchParams(lookup.search).get('$select')).toBe('id');
    // Doc 002 §7: every directory graph call carries the eventual-consistency header, not only the search.
    for (const call of graphCalls().filter((r) => r.path.startsWith('/emulated/graph')))
      expect(call.headers.get('consistencylevel'), `${call.method} ${call.path}`).toBe('eventual');
    expect(graphCalls().filter((r) => r.path.startsWith('/emulated/graph'))).toHaveLength(4);
    expect(assignment.json()).toEqual({
      roleDefinitionId: 'f2ef992c-3afb-46b9-b7cf-a126ee74c451',
      principalId: graphPrincipalId,
      directoryScopeId: '/',
    });
    for (const call of graphCalls().filter((r) => r.path.startsWith('/emulated/graph'))) expect(call.authorization).toBe(`Bearer ${graphTestToken}`);
    expect(graphCalls()[3].authorization).not.toContain(graphTestToken);

    await waitFor(() => expect(within(progress).getAllByText('Done')).toHaveLength(5));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByText('Granted').length).toBeGreaterThan(0);
    expect(Object.values(GLOBAL_READER_STORAGE_KEYS).map((k) => window.sessionStorage.getItem(k))).toEqual([null, null, null, null, null, null]);
  });

  it('on a failure clears the stored items, ends the run and shows the friendly text with the server message', async () => {
    server.use(...graphHandlers({ fail: 'assign' }).handlers);
    storedAfterSignIn();
    await openPage(page);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to assign the Global Reader role - Insufficient privileges to complete the operation');
    expect(Object.values(GLOBAL_READER_STORAGE_KEYS).every((k) => window.sessionStorage.getItem(k) === null)).toBe(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in and assign the role' })).toBeEnabled();
    expect(within(screen.getByRole('list', { name: 'Automatic global reader setup' })).getByText('Failed')).toBeInTheDocument();
    expect(requests.all().filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the reporting application has no service principal in the tenant', async () => {
    server.use(...graphHandlers({ noPrincipal: true }).handlers);
    storedAfterSignIn();
    await openPage(page);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Failed to find the reporting application in the directory - The reporting application ${appId} is not an enterprise application of this tenant.`,
    );
    expect(graphCalls().map((r) => r.method)).toEqual(['GET']);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('shows a refused sign-in brought back from /appProvisionTest and clears the stored items', async () => {
    saveBeforeSignIn(window.sessionStorage, { returnUrl: page, way: 'dataCollection', orgId: contoso(), state: 'state-1' });
    window.sessionStorage.setItem(GLOBAL_READER_STORAGE_KEYS.error, 'AADSTS65004: User declined to consent to access the app.');
    await openPage(page);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The directory sign-in was not completed - AADSTS65004: User declined to consent to access the app.',
    );
    expect(window.sessionStorage.length).toBe(0);
    expect(graphCalls()).toHaveLength(0);
  });

  it('writes the manual steps out with the reporting application id, and verifies', async () => {
    await openPage(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    const setup = await screen.findByRole('region', { name: 'Assign the global reader role' });
    await userEvent.click(within(setup).getByRole('radio', { name: 'Manual' }));
    const steps = within(setup).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Open the directory admin centre'),
      'Go to Roles and administrators.',
      'Open the Global Reader role.',
      expect.stringMatching(/select the reporting application by its application id/),
      'Save the assignment, then choose Verify below.',
    ]);
    expect(await within(setup).findByText(appId)).toBeInTheDocument();
    verifyAnswer = () => HttpResponse.json(true);
    await userEvent.click(within(setup).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(within(setup).getByText('Granted')).toBeInTheDocument());
    expect(requests.find('GET', verifyPath())).toHaveLength(2);
  });
});

describe('GlobalReaderSetup as another page mounts it (the setup wizard)', () => {
  it('stores the setupWizard way and the page it is on before the sign-in', async () => {
    const assign = vi.fn();
    const real = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue(
      new Proxy({} as Location, { get: (_, p) => (p === 'assign' ? assign : Reflect.get(real, p)) }),
    );
    await renderInAdmin(<GlobalReaderSetup orgId={contoso()} way="setupWizard" />, 'Contoso Pharmaceuticals');
    const signIn = await screen.findByRole('button', { name: 'Sign in and assign the role' });
    await waitFor(() => expect(signIn).toBeEnabled()); // once the sandbox has answered the directory tenant
    await userEvent.click(signIn);
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(window.sessionStorage.getItem(GLOBAL_READER_STORAGE_KEYS.way)).toBe('setupWizard');
    expect(window.sessionStorage.getItem(GLOBAL_READER_STORAGE_KEYS.returnUrl)).toBe(
      `/${backend.people.orgId('Wingtip Holdings')}/setup/${contoso()}`,
    );
  });

  it('reports the re-check to onChecked once the sequence has run', async () => {
    startFakeClock();
    const graph = graphHandlers();
    server.use(...graph.handlers);
    verifyAnswer = () => HttpResponse.json(graph.state.assigned);
    storedAfterSignIn();
    const onChecked = vi.fn();
    await renderInAdmin(<GlobalReaderSetup orgId={contoso()} way="setupWizard" onChecked={onChecked} />, 'Contoso Pharmaceuticals');
    await waitFor(() => expect(requests.find('GET', graphPath(`/roleManagement/directory/roleAssignments/${graphAssignmentId}`))).toHaveLength(1));
    expect(onChecked).not.toHaveBeenCalled();
    await passTime(10_000);
    await waitFor(() => expect(onChecked).toHaveBeenCalledWith(true));
    expect(onChecked).toHaveBeenCalledOnce();
  });

  it('asks for a directory tenant first when the organization has none', async () => {
    await renderInAdmin(<GlobalReaderSetup orgId={backend.people.orgId('Fourth Coffee')} way="setupWizard" />, 'Fourth Coffee');
    expect(await screen.findByText('Connect a directory tenant to this organization first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in and assign the role' })).toBeDisabled();
  });
});
