import { canDeleteGroup, groupNameSchema, isGroupNameValid } from './groups';

describe('group name and deletion (doc 001 §5)', () => {
  it('a name must not be empty', () => {
    expect(isGroupNameValid('EMEA customers')).toBe(true);
    expect(isGroupNameValid('  ')).toBe(false);
    expect(isGroupNameValid(null)).toBe(false);
    const r = groupNameSchema.safeParse('');
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0].message).toBe('ra.validation.required');
  });
  it('a group with child groups cannot be deleted', () => {
    const groups = [
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
    ];
    expect(canDeleteGroup(1, groups)).toBe(false);
    expect(canDeleteGroup(2, groups)).toBe(true);
  });
});
