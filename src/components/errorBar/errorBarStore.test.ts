import { createErrorBarStore, pageOf } from './errorBarStore';

describe('the error store keeps a message only on the page that raised it', () => {
  it('drops page messages when another page shows, keeps session-wide ones and those of the same page', () => {
    const store = createErrorBarStore();
    store.showPage(pageOf('/groups'));
    store.report({ error: new Error('save failed'), messageKey: 'groups.error.save' });
    store.report({ error: new Error('roles failed'), messageKey: 'roles.error.failToLoad', sessionWide: true });
    store.showPage(pageOf('/groups/5/add-organizations'));
    expect(store.entries().map((e) => e.messageKey)).toEqual(['groups.error.save', 'roles.error.failToLoad']);
    store.showPage(pageOf('/containers'));
    expect(store.entries().map((e) => e.messageKey)).toEqual(['roles.error.failToLoad']);
  });

  it('shows on the first page what was reported before it (while signing in)', () => {
    const store = createErrorBarStore();
    store.report({ error: new Error('early'), messageKey: 'x.early' });
    store.showPage(pageOf('/'));
    expect(store.entries()).toHaveLength(1);
    expect(pageOf('/')).toBe(pageOf('/hierarchy/8/manage-associations/'));
  });
});
