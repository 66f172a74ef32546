import { hierarchyPath, parseHierarchyPath } from './hierarchyPath';

describe('parseHierarchyPath', () => {
  it('reads no organization on / and /hierarchy', () => {
    expect(parseHierarchyPath('/')).toEqual({});
    expect(parseHierarchyPath('/hierarchy')).toEqual({});
    expect(parseHierarchyPath('/hierarchy/')).toEqual({});
  });

  it('reads the organization, tab and sub-page', () => {
    expect(parseHierarchyPath('/hierarchy/42')).toEqual({ orgId: 42 });
    expect(parseHierarchyPath('/hierarchy/42/config')).toEqual({ orgId: 42, tab: 'config', page: undefined, invalid: undefined });
    expect(parseHierarchyPath('/hierarchy/42/data-collection')).toMatchObject({ tab: 'dataCollection' });
    expect(parseHierarchyPath('/hierarchy/42/subscriptions/7')).toMatchObject({ tab: 'subscriptions', page: '7' });
  });

  it('reads a modal action route, with or without the final slash', () => {
    expect(parseHierarchyPath('/hierarchy/42/add-child/')).toEqual({ orgId: 42, action: 'add-child' });
    expect(parseHierarchyPath('/hierarchy/42/edit')).toEqual({ orgId: 42, action: 'edit' });
    expect(parseHierarchyPath('/hierarchy/42/manage-associations/')).toEqual({ orgId: 42, action: 'manage-associations' });
  });

  it('marks an organization segment that is not an id, and an unknown tab', () => {
    expect(parseHierarchyPath('/hierarchy/abc')).toEqual({ invalid: true });
    expect(parseHierarchyPath('/hierarchy/0')).toEqual({ invalid: true });
    expect(parseHierarchyPath('/hierarchy/42/nope')).toMatchObject({ orgId: 42, tab: undefined, invalid: true });
  });
});

describe('hierarchyPath', () => {
  it('writes the organization, tab, sub-page and action', () => {
    expect(hierarchyPath({ orgId: 5 })).toBe('/hierarchy/5');
    expect(hierarchyPath({ orgId: 5, tab: 'overview' })).toBe('/hierarchy/5');
    expect(hierarchyPath({ orgId: 5, tab: 'dataCollection' })).toBe('/hierarchy/5/data-collection');
    expect(hierarchyPath({ orgId: 5, tab: 'subscriptions', page: '9' })).toBe('/hierarchy/5/subscriptions/9');
    expect(hierarchyPath({ orgId: 5, action: 'edit' })).toBe('/hierarchy/5/edit/');
  });

  it('round-trips', () => {
    for (const p of ['/hierarchy/5', '/hierarchy/5/notes', '/hierarchy/5/add-trial/'])
      expect(hierarchyPath(parseHierarchyPath(p) as { orgId: number })).toBe(p);
  });
});
