import { parseGroupsPath } from './GroupsPage';

describe('the groups routes (doc 001 §2.1)', () => {
  it('read /groups, /groups/{groupId} and /groups/{groupId}/add-organizations; anything else is not found', () => {
    expect(parseGroupsPath('')).toEqual({ groupId: undefined, adding: false });
    expect(parseGroupsPath('12')).toEqual({ groupId: 12, adding: false });
    expect(parseGroupsPath('12/add-organizations')).toEqual({ groupId: 12, adding: true });
    expect(parseGroupsPath('add-organizations')).toBeNull();
    expect(parseGroupsPath('12/members')).toBeNull();
    expect(parseGroupsPath('0x1')).toBeNull();
  });
});
