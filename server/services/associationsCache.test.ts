import { gunzipSync } from 'node:zlib';
import { seededAccounts, useTestSandbox } from '../../tests/server';
import { userIdByEmail } from '../../tests/server/tokens';
import { hierarchyKit } from '../../tests/server/requests';
import { visibleSubtree } from './account';
import { AssociationsCache, etagOf, serializeVisibleSubtree } from './associationsCache';

const sb = useTestSandbox();
const kit = hierarchyKit(sb);

const url = (id: number, q = '') => `/svc/account/api/v1.0/organizations/${id}/associations${q}`;

describe('serialized associations', () => {
  it('are exactly the JSON of the visible subtree, for every seeded account and both addUsers values', async () => {
    const tree = sb.app.sandbox.orgIndex.current();
    for (const account of seededAccounts.filter((a) => a.roles.length > 0)) {
      const profile = (await sb.app.sandbox.loadProfile(userIdByEmail(sb.db, account.email)))!;
      const path = tree.path(profile.organizationId)!;
      for (const addUsers of [false, true]) {
        expect(serializeVisibleSubtree(tree, profile, path, addUsers)).toBe(JSON.stringify(visibleSubtree(tree, profile, path, addUsers)));
      }
    }
  });
});

describe('GET …/associations from the cache', () => {
  it('answers the same bytes again with an ETag, 304 on revalidation, gzip when accepted', async () => {
    const root = kit.orgId('Quadrant Root');
    const first = await kit.call('tms.admin@sandbox.test', 'GET', url(root));
    const second = await kit.call('tms.admin@sandbox.test', 'GET', url(root));
    expect(second.body).toBe(first.body);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('no-store');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await kit.call('tms.admin@sandbox.test', 'GET', url(root), undefined, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const zipped = await kit.call('tms.admin@sandbox.test', 'GET', url(root), undefined, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(first.body);
  });

  it('tags each answer by its content: the same after a restart, another after a change (the console keeps answers across both)', async () => {
    const root = kit.orgId('Quadrant Root');
    const first = await kit.call('tms.admin@sandbox.test', 'GET', url(root));
    const etag = first.headers.etag as string;
    expect(etag).toBe(etagOf(Buffer.from(first.body, 'utf8')));
    // A restarted sandbox builds its cache anew: the same hierarchy gives the same tag, so a kept answer revalidates to 304.
    const profile = (await sb.app.sandbox.loadProfile(userIdByEmail(sb.db, 'tms.admin@sandbox.test')))!;
    const tree = sb.app.sandbox.orgIndex.current();
    expect(new AssociationsCache().get(tree, profile, tree.path(root)!, false).etag).toBe(etag);
    const created = await kit.call('tms.admin@sandbox.test', 'POST', '/svc/account/api/v1.0/organizations', {
      name: 'Humongous Annex',
      parentOrganizationId: kit.orgId('Humongous Holdings'),
      parentCanView: true,
      parentCanManage: true,
      organizationType: 5,
    });
    const changed = sb.app.sandbox.orgIndex.current();
    expect(new AssociationsCache().get(changed, profile, changed.path(root)!, false).etag).not.toBe(etag);
    expect((await kit.call('tms.admin@sandbox.test', 'GET', url(root), undefined, { 'if-none-match': etag })).statusCode).toBe(200);
    expect(created.statusCode).toBe(201);
    await kit.call('tms.admin@sandbox.test', 'DELETE', `/svc/account/api/v1.0/organizations/${created.json().organizationId}`);
  });

  it('never hands one caller’s answer to another with other access', async () => {
    const distributor = kit.orgId('Northwind Distribution');
    const asAdmin = (await kit.call('tms.admin@sandbox.test', 'GET', url(distributor))).json() as unknown[];
    const asOwn = await kit.call('distributor.admin@sandbox.test', 'GET', url(distributor));
    expect((asOwn.json() as unknown[]).length).toBeLessThan(asAdmin.length);
    const tmsEtag = (await kit.call('tms.admin@sandbox.test', 'GET', url(distributor))).headers.etag as string;
    expect((await kit.call('distributor.admin@sandbox.test', 'GET', url(distributor), undefined, { 'if-none-match': tmsEtag })).statusCode).toBe(200);
  });

  it('serves the new hierarchy right after a write (create, rename, delete)', async () => {
    const parent = kit.orgId('Humongous Holdings');
    const before = await kit.call('tms.admin@sandbox.test', 'GET', url(parent, '?addUsers=true'));
    const created = await kit.call('tms.admin@sandbox.test', 'POST', '/svc/account/api/v1.0/organizations', {
      name: 'Humongous Labs',
      parentOrganizationId: parent,
      parentCanView: true,
      parentCanManage: true,
      organizationType: 5,
    });
    const id = created.json().organizationId as number;
    const after = await kit.call('tms.admin@sandbox.test', 'GET', url(parent, '?addUsers=true'), undefined, {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect((after.json() as { organizationName: string }[]).map((i) => i.organizationName)).toContain('Humongous Labs');
    await kit.call('tms.admin@sandbox.test', 'PATCH', `/svc/account/api/v1.0/organizations/${id}/managed`, {
      name: 'Humongous Research',
      parentCanView: true,
      parentCanManage: true,
    });
    const renamed = (await kit.call('tms.admin@sandbox.test', 'GET', url(parent, '?addUsers=true'))).json() as { organizationName: string }[];
    expect(renamed.map((i) => i.organizationName)).toContain('Humongous Research');
    await kit.call('tms.admin@sandbox.test', 'DELETE', `/svc/account/api/v1.0/organizations/${id}`);
    const deleted = (await kit.call('tms.admin@sandbox.test', 'GET', url(parent, '?addUsers=true'))).json() as { organizationId: number }[];
    expect(deleted.map((i) => i.organizationId)).not.toContain(id);
  });
});
