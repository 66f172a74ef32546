import { createAppStore } from './appStore';

// react-admin resets its store at sign-out; the chosen language stays, the rest goes.
describe("the console's store", () => {
  it('keeps the chosen language through a reset and forgets everything else', () => {
    const store = createAppStore();
    store.setup();
    store.setItem('locale', 'de');
    store.setItem('users.listParams', { page: 3 });
    store.reset();
    expect(store.getItem('users.listParams')).toBeUndefined();
    expect(createAppStore().getItem('locale')).toBe('de');
    store.teardown();
  });
});
