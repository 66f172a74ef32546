import { screen, waitFor, within } from '@testing-library/react';
import { requests } from '../../../tests/msw/recorder';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderHierarchyAs } from '../../../tests/setup/hierarchyPage';
import { createTreeCache } from '../../dataProvider/associationsTree/treeCache';
import { memoryTreeStore } from '../../dataProvider/associationsTree/treeStore';
import { packTree, unpackTree } from '../../dataProvider/associationsTree/packedTree';

// Returning visit: the tree kept in the browser shows at once, then the service's answer replaces it.
const backend = useSandboxBackend();
const treeNames = () =>
  screen.queryByRole('tree')
    ? within(screen.getByRole('tree'))
        .queryAllByRole('treeitem')
        .map((t) => t.querySelector('p')?.textContent ?? '')
    : [];
/** The tree's own reads of the associations (addUsers as the tree asks; other screens read them without). */
const treeCalls = (orgId: number, addUsers: boolean) =>
  requests.find('GET', `/svc/account/api/v1.0/organizations/${orgId}/associations`).filter((r) => r.search === `?addUsers=${addUsers}`);

describe('the organization tree kept in the browser', () => {
  it('shows the kept tree at once, revalidates it with its ETag, and applies the new answer', async () => {
    const store = memoryTreeStore();
    const treeCache = createTreeCache(store, (fn) => fn());
    const { profile } = await backend.signIn('tms.admin@sandbox.test');
    const scope = { subject: profile.userId, serviceUrl: backend.config.services.account, orgId: profile.organizationId, addUsers: true };
    const kept = packTree([
      {
        organizationId: profile.organizationId,
        organizationName: 'Kept Root',
        parentId: null,
        organizationType: 1,
        parentCanView: true,
        parentCanManage: true,
        children: [],
      },
    ]);
    await treeCache.revalidate(scope, null, async () => ({ notModified: false, tree: kept, etag: 'W/"an-older-answer"' }));

    await renderHierarchyAs(backend, 'tms.admin@sandbox.test', '/hierarchy', { treeCache });
    await waitFor(() => expect(treeNames()).toEqual(['Kept Root']));
    // The service was asked with the kept answer's ETag; its answer differs, so it replaces the kept tree.
    await waitFor(() => expect(treeNames()).toContain('Quadrant Root'));
    expect(treeNames()).not.toContain('Kept Root');
    const [call] = treeCalls(profile.organizationId, true);
    expect(call.headers.get('if-none-match')).toBe('W/"an-older-answer"');
    const now = await treeCache.read(scope);
    expect(now!.etag).toMatch(/^W\/"/);
    expect(now!.etag).not.toBe('W/"an-older-answer"');
    expect(unpackTree(now!.tree).map((i) => i.organizationName)).toContain('Northwind Distribution');
  });

  it('keeps the tree on a returning visit when the service answers 304 (nothing parsed, nothing replaced)', async () => {
    const treeCache = createTreeCache(memoryTreeStore(), (fn) => fn());
    const { profile } = await backend.signIn('tms.admin@sandbox.test');
    const scope = { subject: profile.userId, serviceUrl: backend.config.services.account, orgId: profile.organizationId, addUsers: true };
    const first = await renderHierarchyAs(backend, 'tms.admin@sandbox.test', '/hierarchy', { treeCache });
    await waitFor(async () => expect(await treeCache.read(scope)).not.toBeNull());
    const kept = (await treeCache.read(scope))!;
    expect(treeCalls(profile.organizationId, true)[0].headers.get('if-none-match')).toBeNull();
    first.unmount();

    await renderHierarchyAs(backend, 'tms.admin@sandbox.test', '/hierarchy', { treeCache });
    await waitFor(() => expect(treeCalls(profile.organizationId, true)).toHaveLength(2));
    expect(treeCalls(profile.organizationId, true)[1].headers.get('if-none-match')).toBe(kept.etag);
    await waitFor(() => expect(treeNames()).toContain('Quadrant Root'));
    // Unchanged: the kept answer is still the one held (a 200 would have stored a new one).
    expect((await treeCache.read(scope))!.tree).toBe(kept.tree);
  });

  it('never shows another user the tree kept for someone else', async () => {
    const store = memoryTreeStore();
    const treeCache = createTreeCache(store, (fn) => fn());
    const admin = await backend.signIn('tms.admin@sandbox.test');
    const other = await backend.signIn('distributor.admin@sandbox.test');
    const kept = packTree([
      {
        organizationId: other.profile.organizationId,
        organizationName: 'Someone Else’s Tree',
        parentId: null,
        organizationType: 2,
        parentCanView: true,
        parentCanManage: true,
        children: [],
      },
    ]);
    // Kept under the TMS admin's name, for the distributor's organization: the distributor must not see it.
    await treeCache.revalidate(
      { subject: admin.profile.userId, serviceUrl: backend.config.services.account, orgId: other.profile.organizationId, addUsers: false },
      null,
      async () => ({ notModified: false, tree: kept, etag: 'W/"x"' }),
    );
    await renderHierarchyAs(backend, 'distributor.admin@sandbox.test', '/hierarchy', { treeCache });
    await waitFor(() => expect(treeNames().length).toBeGreaterThan(0));
    expect(treeNames()).not.toContain('Someone Else’s Tree');
    const [call] = treeCalls(other.profile.organizationId, false);
    expect(call.headers.get('if-none-match')).toBeNull();
  });
});
