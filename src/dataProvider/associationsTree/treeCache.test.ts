import type { AssociationItem } from '../../domain/schemas/association';
import { packTree, unpackTree } from './packedTree';
import { createTreeCache, type LoadTree, type TreeScope } from './treeCache';
import { memoryTreeStore } from './treeStore';

const item = (organizationId: number, organizationName: string, parentId: number | null, children: number[] = []): AssociationItem => ({
  organizationId,
  organizationName,
  parentId,
  organizationType: parentId === null ? 1 : 5,
  parentCanView: true,
  parentCanManage: true,
  children,
});
const before = [item(1, 'Root', null, [2]), item(2, 'Northwind', 1)];
const after = [item(1, 'Root', null, [2, 3]), item(2, 'Northwind', 1), item(3, 'Contoso', 1)];
const ann: TreeScope = { subject: 'ann-sub', serviceUrl: 'https://account.example/svc', orgId: 1, addUsers: true };
const names = (t: { tree: Parameters<typeof unpackTree>[0] } | null) => t && unpackTree(t.tree).map((i) => i.organizationName);

/** A service answering `list` with ETag `etag`, and 304 to If-None-Match: etag; records the ETags sent. */
function service(list: AssociationItem[], etag: string | null) {
  const sent: (string | null)[] = [];
  const load: LoadTree = async (ifNoneMatch) => {
    sent.push(ifNoneMatch);
    if (etag && ifNoneMatch === etag) return { notModified: true };
    return { notModified: false, tree: packTree(list), etag };
  };
  return { load, sent };
}

describe('the organization tree kept in the browser', () => {
  it('gives nothing on a first visit, keeps the answer, and gives it back to the same user on the next', async () => {
    const cache = createTreeCache(memoryTreeStore(), (fn) => fn());
    expect(await cache.read(ann)).toBeNull();
    const first = service(before, 'W/"1"');
    const fresh = await cache.revalidate(ann, null, first.load);
    expect(first.sent).toEqual([null]);
    expect(names(fresh)).toEqual(['Root', 'Northwind']);
    const kept = await cache.read(ann);
    expect(names(kept)).toEqual(['Root', 'Northwind']);
    expect(kept!.etag).toBe('W/"1"');
  });

  it('never gives one user the tree kept for another, nor for another service or organization', async () => {
    const cache = createTreeCache(memoryTreeStore(), (fn) => fn());
    await cache.revalidate(ann, null, service(before, 'W/"1"').load);
    expect(await cache.read({ ...ann, subject: 'bob-sub' })).toBeNull();
    expect(await cache.read({ ...ann, serviceUrl: 'https://other.example/svc' })).toBeNull();
    expect(await cache.read({ ...ann, orgId: 2 })).toBeNull();
    expect(await cache.read({ ...ann, addUsers: false })).toBeNull();
    // Bob's answer replaces Ann's: one tree is kept at a time.
    await cache.revalidate({ ...ann, subject: 'bob-sub' }, null, service(after, 'W/"2"').load);
    expect(await cache.read(ann)).toBeNull();
    expect(names(await cache.read({ ...ann, subject: 'bob-sub' }))).toEqual(['Root', 'Northwind', 'Contoso']);
  });

  it('revalidates with If-None-Match: a 304 keeps the kept tree (the same object, nothing parsed)', async () => {
    const cache = createTreeCache(memoryTreeStore(), (fn) => fn());
    await cache.revalidate(ann, null, service(before, 'W/"1"').load);
    const kept = await cache.read(ann);
    const again = service(before, 'W/"1"');
    const result = await cache.revalidate(ann, kept, again.load);
    expect(again.sent).toEqual(['W/"1"']);
    expect(result).toBe(kept);
  });

  it('applies a changed answer and keeps it for the next visit', async () => {
    const cache = createTreeCache(memoryTreeStore(), (fn) => fn());
    await cache.revalidate(ann, null, service(before, 'W/"1"').load);
    const kept = await cache.read(ann);
    const changed = service(after, 'W/"2"');
    const result = await cache.revalidate(ann, kept, changed.load);
    expect(changed.sent).toEqual(['W/"1"']);
    expect(names(result)).toEqual(['Root', 'Northwind', 'Contoso']);
    expect((await cache.read(ann))!.etag).toBe('W/"2"');
    expect(names(await cache.read(ann))).toEqual(['Root', 'Northwind', 'Contoso']);
  });

  it('works with a service that sends no ETag: asks for the whole answer and replaces the kept one', async () => {
    const cache = createTreeCache(memoryTreeStore(), (fn) => fn());
    const noEtag = service(before, null);
    await cache.revalidate(ann, null, noEtag.load);
    const kept = await cache.read(ann);
    expect(kept!.etag).toBeNull();
    const next = service(after, null);
    const result = await cache.revalidate(ann, kept, next.load);
    expect(next.sent).toEqual([null]);
    expect(names(result)).toEqual(['Root', 'Northwind', 'Contoso']);
    expect(names(await cache.read(ann))).toEqual(['Root', 'Northwind', 'Contoso']);
  });

  it('drops the kept tree when the service refuses (403), but not on a network failure', async () => {
    const store = memoryTreeStore();
    const cache = createTreeCache(store, (fn) => fn());
    await cache.revalidate(ann, null, service(before, 'W/"1"').load);
    const kept = await cache.read(ann);
    await expect(cache.revalidate(ann, kept, async () => Promise.reject(Object.assign(new Error('offline'), { status: 0 })))).rejects.toThrow(
      'offline',
    );
    expect(await cache.read(ann)).not.toBeNull();
    await expect(cache.revalidate(ann, kept, async () => Promise.reject(Object.assign(new Error('forbidden'), { status: 403 })))).rejects.toThrow(
      'forbidden',
    );
    expect(await cache.read(ann)).toBeNull();
  });

  it('stores nothing after sign-out, even an answer that arrived just before it', async () => {
    const store = memoryTreeStore();
    const later: (() => void)[] = [];
    const cache = createTreeCache(store, (fn) => later.push(fn));
    await cache.revalidate(ann, null, service(before, 'W/"1"').load);
    await cache.clear();
    later.forEach((fn) => fn());
    expect(store.entries.size).toBe(0);
    expect(await cache.read(ann)).toBeNull();
  });
});
