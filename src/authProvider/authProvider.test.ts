import { canOpenRoute, type RouteKey } from '../domain/permissions/routes';
import { profiles } from '../../tests/domain/profiles';
import { createAuthProvider } from './authProvider';
import { createTreeCache } from '../dataProvider/associationsTree/treeCache';
import { memoryTreeStore } from '../dataProvider/associationsTree/treeStore';
import { packTree } from '../dataProvider/associationsTree/packedTree';
import { safeReturnPath } from './canAccess';
import { createSession } from './session';
import { draftKey, keepOnlyDraftsOf, readDraft, removeDraft, saveDraft } from '../components/drafts/draftStore';
import { fakeUser, fakeUserManager } from '../../tests/setup/fakeOidc';

const features = { groupsEnabled: true };

describe('authProvider', () => {
  it('login starts the sign-in redirect carrying the page to return to', async () => {
    const { manager, calls } = fakeUserManager();
    await createAuthProvider({ userManager: manager, features, resources: [] }).login({ returnTo: '/my-invoices' });
    expect(calls).toEqual([{ method: 'signinRedirect', args: { state: { returnTo: '/my-invoices' } } }]);
  });

  it('login never returns to another site or back to the login page', async () => {
    const { manager, calls } = fakeUserManager();
    const auth = createAuthProvider({ userManager: manager, features, resources: [] });
    await auth.login({ returnTo: '//evil.example/' });
    await auth.login({ returnTo: '/login' });
    expect(calls.map((c) => c.args)).toEqual([{ state: { returnTo: '/' } }, { state: { returnTo: '/' } }]);
  });

  it('handleCallback finishes the sign-in and returns to the saved page', async () => {
    const { manager } = fakeUserManager();
    const auth = createAuthProvider({ userManager: manager, features, resources: [] });
    await expect(auth.handleCallback!()).resolves.toEqual({ redirectTo: '/my-invoices?page=2' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it("handleCallback removes every other user's drafts from the browser and keeps the signed-in user's", async () => {
    localStorage.clear();
    const me = profiles.tmsAdmin().userId;
    const mine = draftKey(me, '/hierarchy/8/config', 'config');
    const theirs = draftKey('another-user', '/hierarchy/8/config', 'config');
    saveDraft(mine, { externalBillingId: 'mine' });
    saveDraft(theirs, { externalBillingId: 'theirs' });
    localStorage.setItem('locale', '"de"');
    await createAuthProvider({ userManager: fakeUserManager().manager, features, resources: [] }).handleCallback!();
    expect(readDraft(mine)?.fields).toEqual({ externalBillingId: 'mine' });
    expect(localStorage.getItem(theirs)).toBeNull();
    expect(localStorage.getItem('locale')).toBe('"de"');
  });

  it('checkAuth rejects without a user or with an expired one', async () => {
    await expect(createAuthProvider({ userManager: fakeUserManager().manager, features, resources: [] }).checkAuth({})).rejects.toEqual({
      message: false,
    });
    const expired = fakeUserManager(fakeUser(profiles.tmsAdmin(), { expired: true })).manager;
    await expect(createAuthProvider({ userManager: expired, features, resources: [] }).checkAuth({})).rejects.toBeTruthy();
  });

  it('checkError: a 401 signs out locally and rejects; a 403 or 500 does not', async () => {
    const { manager, calls } = fakeUserManager(fakeUser(profiles.tmsAdmin()));
    const auth = createAuthProvider({ userManager: manager, features, resources: [] });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(calls).toEqual([]);
    await expect(auth.checkError({ status: 401 })).rejects.toBeTruthy();
    expect(calls.map((c) => c.method)).toEqual(['removeUser']);
  });

  it('a 401 that stands keeps the drafts of the forms its refused write closes, until the next sign-in', async () => {
    const me = profiles.tmsAdmin().userId;
    keepOnlyDraftsOf(me);
    const key = draftKey(me, '/hierarchy/8/config', 'config');
    saveDraft(key, { customerReference: 'typed' });
    const auth = createAuthProvider({ userManager: fakeUserManager(fakeUser(profiles.tmsAdmin())).manager, features, resources: [] });
    await expect(auth.checkError({ status: 401 })).rejects.toBeTruthy();
    // react-admin resolves the refused save: the form closes or re-reads its record before the sign-out runs.
    removeDraft(key);
    expect(readDraft(key)?.fields).toEqual({ customerReference: 'typed' });
    keepOnlyDraftsOf(me);
    removeDraft(key);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('logout clears the user; the sign-out item also ends the session with id_token_hint', async () => {
    const local = fakeUserManager(fakeUser(profiles.tmsAdmin()));
    await createAuthProvider({ userManager: local.manager, features, resources: [] }).logout({});
    expect(local.calls.map((c) => c.method)).toEqual(['removeUser']);

    const full = fakeUserManager(fakeUser(profiles.tmsAdmin()));
    await expect(createAuthProvider({ userManager: full.manager, features, resources: [] }).logout({ endSession: true })).resolves.toBe(false);
    expect(full.calls).toEqual([{ method: 'signoutRedirect', args: { id_token_hint: 'id-token-1' } }]);
  });

  it('while the sign-out item leaves for the authority, a sign-in does not start and race it', async () => {
    const { manager, calls } = fakeUserManager(fakeUser(profiles.tmsAdmin()));
    const auth = createAuthProvider({ userManager: manager, features, resources: [] });
    await auth.logout({ endSession: true });
    await auth.login({ returnTo: '/' });
    expect(calls.map((c) => c.method)).toEqual(['signoutRedirect']);
  });

  it("drafts of unsaved input go with the user's own sign-out and stay when the session ends by itself", async () => {
    const key = draftKey('user-1', '/hierarchy/5/notes', 'Notes');
    saveDraft(key, { Note: 'typed' });
    await createAuthProvider({ userManager: fakeUserManager(fakeUser(profiles.tmsAdmin())).manager, features, resources: [] }).logout({});
    expect(readDraft(key)?.fields).toEqual({ Note: 'typed' });
    await createAuthProvider({ userManager: fakeUserManager(fakeUser(profiles.tmsAdmin())).manager, features, resources: [] }).logout({
      endSession: true,
    });
    expect(readDraft(key)).toBeNull();
  });

  it('sign-out, and every other logout, empties the organization tree kept in the browser first', async () => {
    const store = memoryTreeStore();
    const keptTree = createTreeCache(store, (fn) => fn());
    const scope = { subject: 'user-1', serviceUrl: 'http://svc/account', orgId: 1, addUsers: true };
    const tree = packTree([
      { organizationId: 1, organizationName: 'Root', parentId: null, organizationType: 1, parentCanView: true, parentCanManage: true, children: [] },
    ]);
    await keptTree.revalidate(scope, null, async () => ({ notModified: false, tree, etag: 'W/"1"' }));
    expect(await keptTree.read(scope)).not.toBeNull();

    const full = fakeUserManager(fakeUser(profiles.tmsAdmin()));
    await createAuthProvider({ userManager: full.manager, features, keptTree, resources: [] }).logout({ endSession: true });
    expect(store.entries.size).toBe(0);
    expect(await keptTree.read(scope)).toBeNull();

    await keptTree.revalidate(scope, null, async () => ({ notModified: false, tree, etag: 'W/"1"' }));
    await createAuthProvider({ userManager: fakeUserManager(fakeUser(profiles.tmsAdmin())).manager, features, keptTree, resources: [] }).logout({});
    expect(store.entries.size).toBe(0);
  });

  it('getIdentity and getPermissions read the ID token claims', async () => {
    const profile = profiles.tenantSysadmin();
    const auth = createAuthProvider({ userManager: fakeUserManager(fakeUser(profile)).manager, features, resources: [] });
    await expect(auth.getIdentity!()).resolves.toEqual({ id: profile.userId, fullName: 'Alex Morgan', email: profile.email });
    await expect(auth.getPermissions!({})).resolves.toEqual(profile);
  });

  it.each([
    ['tmsAdmin', profiles.tmsAdmin()],
    ['tenantAccountAdmin', profiles.tenantAccountAdmin()],
    ['noRoles', profiles.noRoles()],
  ])('canAccess for %s follows the domain route rules', async (_name, profile) => {
    const auth = createAuthProvider({ userManager: fakeUserManager(fakeUser(profile)).manager, features, resources: [] });
    for (const resource of ['myInvoices', 'tenantOverview', 'internalUsers', 'groups'] satisfies RouteKey[]) {
      const expected = canOpenRoute(profile, resource, features);
      await expect(auth.canAccess!({ resource, action: 'list' })).resolves.toBe(expected);
    }
    await expect(auth.canAccess!({ resource: 'unknown-thing', action: 'list' })).resolves.toBe(false);
  });

  it('canAccess answers a registered resource by the rule its entry declares, and denies one without an entry', async () => {
    const notes = { name: 'notes', access: { route: 'internalUsers' as const } };
    const admin = createAuthProvider({ userManager: fakeUserManager(fakeUser(profiles.tmsAdmin())).manager, features, resources: [notes] });
    const sysadmin = createAuthProvider({ userManager: fakeUserManager(fakeUser(profiles.tenantSysadmin())).manager, features, resources: [notes] });
    const without = createAuthProvider({ userManager: fakeUserManager(fakeUser(profiles.tmsAdmin())).manager, features, resources: [] });
    await expect(admin.canAccess!({ resource: 'notes', action: 'list' })).resolves.toBe(true);
    await expect(sysadmin.canAccess!({ resource: 'notes', action: 'list' })).resolves.toBe(false);
    await expect(without.canAccess!({ resource: 'notes', action: 'list' })).resolves.toBe(false);
  });

  it('canAccess: groups need the brand feature', async () => {
    const user = fakeUser(profiles.tmsAdmin());
    const on = createAuthProvider({ userManager: fakeUserManager(user).manager, features: { groupsEnabled: true }, resources: [] });
    const off = createAuthProvider({ userManager: fakeUserManager(user).manager, features: { groupsEnabled: false }, resources: [] });
    await expect(on.canAccess!({ resource: 'groups', action: 'list' })).resolves.toBe(true);
    await expect(off.canAccess!({ resource: 'groups', action: 'list' })).resolves.toBe(false);
  });

  it('canAccess denies everything when signed out', async () => {
    const auth = createAuthProvider({ userManager: fakeUserManager().manager, features, resources: [] });
    await expect(auth.canAccess!({ resource: 'myInvoices', action: 'list' })).resolves.toBe(false);
  });
});

describe('session', () => {
  it('gives the access token and profile of a valid user only', async () => {
    const profile = profiles.tmsViewer();
    const session = createSession(fakeUserManager(fakeUser(profile)).manager);
    await expect(session.getAccessToken()).resolves.toBe('access-1');
    await expect(session.getProfile()).resolves.toEqual(profile);
    const none = createSession(fakeUserManager().manager);
    await expect(none.getAccessToken()).resolves.toBeNull();
    await expect(none.getProfile()).rejects.toMatchObject({ status: 401 });
  });
});

describe('safeReturnPath', () => {
  it('keeps console paths and drops anything else', () => {
    expect(safeReturnPath('/my-invoices?x=1')).toBe('/my-invoices?x=1');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/auth-callback?code=1')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
});
