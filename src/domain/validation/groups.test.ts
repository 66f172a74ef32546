import { canDeleteGroup, GROUP_NAME_MAX_LENGTH, groupNameMessages, groupNameSchema, isGroupNameValid } from './groups';
import { groupCreateBodySchema, groupUpdateBodySchema } from '../schemas/group';

describe('group name and deletion (doc 001 §5)', () => {
  it('a name must not be empty', () => {
    expect(isGroupNameValid('EMEA customers')).toBe(true);
    expect(isGroupNameValid('  ')).toBe(false);
    expect(isGroupNameValid(null)).toBe(false);
    const r = groupNameSchema.safeParse('');
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0].message).toBe('ra.validation.required');
  });
  it('a name is at most 100 characters, and is trimmed', () => {
    expect(GROUP_NAME_MAX_LENGTH).toBe(100);
    expect(isGroupNameValid('x'.repeat(100))).toBe(true);
    expect(groupNameMessages('x'.repeat(101))).toEqual([{ key: 'groups.validation.tooLong', params: { number: 100 } }]);
    expect(groupNameSchema.parse('  By region ')).toBe('By region');
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

describe('group payloads (doc 001 §7)', () => {
  it('create takes exactly name and parentId (null for a top-level group)', () => {
    expect(groupCreateBodySchema.parse({ name: 'EMEA', parentId: null })).toEqual({ name: 'EMEA', parentId: null });
    expect(groupCreateBodySchema.parse({ name: 'EMEA', parentId: 4 })).toEqual({ name: 'EMEA', parentId: 4 });
    expect(groupCreateBodySchema.safeParse({ name: 'EMEA' }).success).toBe(false);
    expect(groupCreateBodySchema.safeParse({ name: 'EMEA', parentId: null, organizations: [] }).success).toBe(false);
    expect(groupCreateBodySchema.safeParse({ name: 'EMEA', parentId: 1.5 }).success).toBe(false);
  });
  it('rename takes exactly name', () => {
    expect(groupUpdateBodySchema.parse({ name: ' Partners ' })).toEqual({ name: 'Partners' });
    expect(groupUpdateBodySchema.safeParse({ name: 'x', parentId: null }).success).toBe(false);
    expect(groupUpdateBodySchema.safeParse({ name: '' }).success).toBe(false);
  });
});
