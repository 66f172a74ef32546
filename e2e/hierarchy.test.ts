import type { Page } from 'playwright-core';
import { tokenFromDataDir } from '../tests/server';
import { closeTestPage, expectAccessible, newTestPage, signIn } from './support/browser';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * The organization hierarchy in Chromium against the real sandbox: the tree and deep links, a child
 * refused and created, edit, config edit, notes, resync, connect (deny then grant on the emulated
 * consent page), delete, the terms dialog, and what tms.viewer, license.admin and customer.admin
 * may (not) do. axe runs on each page visited.
 */
const password = e2ePassword;
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: password });
let admin: Page;

beforeAll(async () => {
  admin = await newTestPage();
  await signIn(admin, session.sandbox.url, 'tms.admin@sandbox.test', password);
});

const orgId = session.orgId;

const tree = (page: Page) => page.getByRole('tree', { name: 'Organizations' });
const treeItem = (page: Page, name: string) => tree(page).getByRole('treeitem', { name: new RegExp(`^${name}`) });
const panelHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
/** Waits until every dialog has finished fading in (axe would read colours halfway through). */
const dialogsSettled = (page: Page) =>
  page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every((c) => getComputedStyle(c).opacity === '1'));
const open = async (page: Page, path: string, orgName: string) => {
  await page.goto(session.sandbox.url + path);
  await panelHeading(page, orgName).waitFor();
};

describe('organization hierarchy as tms.admin', () => {
  it('shows the tree at /, and a deep link opens the organization and its tab', async () => {
    await admin.goto(session.sandbox.url + '/');
    await admin.getByRole('heading', { level: 1, name: 'Organization Hierarchy' }).waitFor();
    await treeItem(admin, 'Quadrant Root').waitFor();
    await panelHeading(admin, 'Quadrant Root').waitFor();
    await expectAccessible(admin, 'the hierarchy page');

    const contoso = orgId('Contoso Pharmaceuticals');
    await open(admin, `/hierarchy/${contoso}/config`, 'Contoso Pharmaceuticals');
    expect(await admin.getByRole('tab', { name: 'Config' }).getAttribute('aria-selected')).toBe('true');
    expect(await treeItem(admin, 'Contoso Pharmaceuticals').getAttribute('aria-selected')).toBe('true');
    await admin.getByRole('textbox', { name: 'Customer reference' }).waitFor();
    await expectAccessible(admin, 'the Config tab');
  });

  it('refuses a child named a@b with the spec message, and a valid child appears in the tree', async () => {
    const wingtip = orgId('Wingtip Holdings');
    await open(admin, `/hierarchy/${wingtip}`, 'Wingtip Holdings');
    await admin.getByRole('link', { name: 'Add child' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New child organization' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.fill('a@b');
    await dialog.getByText('An organization name must not contain "@". Remove it and try again.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await dialogsSettled(admin);
    await expectAccessible(admin, 'the add-child dialog');
    await name.fill('E2E Labs');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await admin.getByText('Child organization created successfully').waitFor();
    await treeItem(admin, 'E2E Labs').waitFor();
    expect(new URL(admin.url()).pathname).toBe(`/hierarchy/${wingtip}`);
  });

  it('edits the child: the tree shows the new name', async () => {
    await treeItem(admin, 'E2E Labs').click();
    await panelHeading(admin, 'E2E Labs').waitFor();
    await admin.getByRole('link', { name: 'Edit', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit E2E Labs details' });
    await dialog.getByRole('textbox', { name: 'Parent organization' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Parent organization' }).inputValue()).toBe('Wingtip Holdings');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E Labs Renamed');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText("Organization's details updated successfully").waitFor();
    await treeItem(admin, 'E2E Labs Renamed').waitFor();
    await panelHeading(admin, 'E2E Labs Renamed').waitFor();
  });

  it('edits the config of an organization, and keeps it after a reload', async () => {
    const contoso = orgId('Contoso Pharmaceuticals');
    await open(admin, `/hierarchy/${contoso}/config`, 'Contoso Pharmaceuticals');
    await admin.getByRole('button', { name: 'Edit' }).click();
    await admin.getByRole('textbox', { name: 'Customer reference' }).fill('PO-E2E-3');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText("Organization's details updated successfully").waitFor();
    await admin.reload();
    await admin.getByRole('textbox', { name: 'Customer reference' }).waitFor();
    expect(await admin.getByRole('textbox', { name: 'Customer reference' }).inputValue()).toBe('PO-E2E-3');
  });

  it('saves a note and resyncs the tenant', async () => {
    const contoso = orgId('Contoso Pharmaceuticals');
    await open(admin, `/hierarchy/${contoso}/notes`, 'Contoso Pharmaceuticals');
    const note = admin.getByRole('textbox', { name: 'Note' });
    await note.waitFor();
    expect(await note.inputValue()).toContain('Renewal due in March.');
    await note.fill('Checked by the browser test.');
    await admin.getByRole('button', { name: 'Save note' }).click();
    await admin.getByText('The note was saved.').waitFor();
    await expectAccessible(admin, 'the Notes tab');
    await admin.reload();
    await note.waitFor();
    expect(await note.inputValue()).toBe('Checked by the browser test.');

    await admin.getByRole('button', { name: 'Resync tenant' }).click();
    await admin.getByText('Tenant resync successful').waitFor();
  });

  it('connects a tenant: Deny on the consent page reports it, Grant connects it', async () => {
    const fourth = orgId('Fourth Coffee');
    await open(admin, `/hierarchy/${fourth}`, 'Fourth Coffee');
    const connect = async () => {
      const dialog = admin.getByRole('dialog', { name: 'Connect a directory tenant' });
      await dialog.getByRole('textbox', { name: 'Tenant name' }).fill('fourthcoffee.onmicrosoft.com');
      await dialog.getByRole('button', { name: 'Connect' }).click();
      await admin.getByRole('heading', { level: 1, name: 'Permissions requested' }).waitFor();
    };
    await admin.getByRole('button', { name: 'Connect tenant' }).click();
    await connect();
    expect(new URL(admin.url()).searchParams.get('state')).toBe(String(fourth));
    await admin.getByRole('button', { name: 'Deny' }).click();
    await admin.getByText('Entra ID authorization failed - AADSTS65004: User declined to consent to access the app.').waitFor();
    expect(new URL(admin.url()).pathname).toBe(`/hierarchy/${fourth}`);
    expect(new URL(admin.url()).search).toBe('');
    await expectAccessible(admin, 'the hierarchy page after a refused consent');

    await admin.getByRole('button', { name: 'Retry' }).click();
    await connect();
    await admin.getByRole('button', { name: 'Grant' }).click();
    await admin.getByText('The tenant was connected successfully. You can now set up reporting for it.').waitFor();
    expect(new URL(admin.url()).pathname).toBe(`/hierarchy/${fourth}`);
    expect(new URL(admin.url()).search).toBe('');
    await admin.getByText('fourthcoffee.onmicrosoft.com', { exact: true }).first().waitFor();
  });

  it('deletes the childless organization, then shows its parent', async () => {
    await open(admin, `/hierarchy/${orgId('E2E Labs Renamed')}`, 'E2E Labs Renamed');
    await admin.getByRole('button', { name: 'Delete Org' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete E2E Labs Renamed?' });
    await dialogsSettled(admin);
    await expectAccessible(admin, 'the delete dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('The organization E2E Labs Renamed was deleted.').waitFor();
    await panelHeading(admin, 'Wingtip Holdings').waitFor();
    expect(await treeItem(admin, 'E2E Labs Renamed').count()).toBe(0);
    expect(orgId('E2E Labs Renamed')).toBeUndefined();
  });

  it('shows the terms dialog for a tenant that has not accepted, not to vendor staff, and not again after Agree', async () => {
    const coho = orgId('Coho Winery');
    // tms.admin is vendor staff acting on a customer's organization: never asked;
    // the dialog would open 2.5 s after the organization shows.
    await open(admin, `/hierarchy/${coho}`, 'Coho Winery');
    await admin.waitForTimeout(3_000);
    expect(await admin.getByRole('dialog', { name: 'Welcome to Quadrant Nova' }).count()).toBe(0);
    // The distributor's administrator, above Coho Winery, is asked.
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'distributor.admin@sandbox.test', password, `/hierarchy/${coho}`);
    await panelHeading(page, 'Coho Winery').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Quadrant Nova' });
    await dialog.waitFor();
    await dialogsSettled(page);
    await expectAccessible(page, 'the terms dialog');
    expect(await dialog.getByRole('button', { name: 'Agree' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await panelHeading(page, 'Coho Winery').waitFor();
    await page.waitForResponse((r) => r.url().endsWith(`/api/tenants/${coho}/isPoliciesAccepted`) && r.status() === 200);
    await page.waitForTimeout(300);
    expect(await dialog.count()).toBe(0);
  });
});

describe('what other roles may do', () => {
  it('tms.viewer reads the config but cannot edit it', async () => {
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'tms.viewer@sandbox.test', password, `/hierarchy/${orgId('Contoso Pharmaceuticals')}/config`);
    await page.getByText('Only a TMS admin can change these settings.').waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Customer reference' }).getAttribute('readonly')).not.toBeNull();
    await expectAccessible(page, 'the Config tab of a TMS viewer');
    await closeTestPage(page);
  });

  it('license.admin sees Overview and Subscriptions, may add and edit subscriptions, and has no command bar', async () => {
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'license.admin@sandbox.test', password, `/hierarchy/${orgId('Contoso Pharmaceuticals')}`);
    await page.getByText('Directory tenant name').waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Overview', 'Subscriptions']);
    expect(await page.getByRole('toolbar', { name: 'Organization commands' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    await page.getByRole('button', { name: 'Add subscription' }).waitFor();
    await page.getByRole('button', { name: 'Edit Reporting 2026' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add trial' }).count()).toBe(0);
    await expectAccessible(page, 'the Subscriptions tab of a license admin');
    await closeTestPage(page);
  });

  it('customer.admin reaches nothing outside its own organization, in the console or at the sandbox', async () => {
    const page = await newTestPage();
    await signIn(page, session.sandbox.url, 'customer.admin@sandbox.test', password, '/');
    await page.getByRole('heading', { level: 1, name: 'My Organization' }).waitFor();
    await panelHeading(page, 'Contoso Pharmaceuticals').waitFor();
    expect((await tree(page).getByRole('treeitem').allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['Contoso Pharmaceuticals']);
    const root = orgId('Quadrant Root');
    await page.goto(`${session.sandbox.url}/hierarchy/${root}`);
    await page.getByRole('heading', { name: 'No permission' }).waitFor();
    await expectAccessible(page, 'the hierarchy page of a customer admin');
    await closeTestPage(page);

    const token = await tokenFromDataDir(session.sandbox.dataDir, session.sandbox.url, 'customer.admin@sandbox.test');
    const headers = { authorization: `Bearer ${token}` };
    for (const path of [
      `/svc/account/api/v1.0/organizations/${root}`,
      `/svc/account/api/v1.0/organizations/${root}/associations`,
      `/svc/reporting/us/api/tenants/${root}/notes`,
    ]) {
      const answer = await fetch(session.sandbox.url + path, { headers });
      expect(answer.status, path).toBe(403);
    }
  });
});
