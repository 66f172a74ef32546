import type { OrganizationGroup } from '../../domain/schemas/group';
import { ancestorsOf, groupRows } from './groupRows';

const g = (id: number, name: string, parentId: number | null = null): OrganizationGroup => ({
  id,
  name,
  parentId,
  organizations: [],
  organizationId: 1,
});
const groups = [g(1, 'By region'), g(2, 'Europe', 1), g(3, 'Americas', 1), g(4, 'Germany', 2), g(5, 'archive')];
const names = (rows: ReturnType<typeof groupRows>) => rows.map((r) => `${'-'.repeat(r.level)}${r.group?.name ?? 'NEW'}`);

describe('the group list rows', () => {
  it('are depth first, sorted by name, with their level', () => {
    expect(names(groupRows(groups, new Set(), null))).toEqual(['archive', 'By region', '-Americas', '-Europe', '--Germany']);
  });
  it('hide the children of a collapsed group', () => {
    const rows = groupRows(groups, new Set([2]), null);
    expect(names(rows)).toEqual(['archive', 'By region', '-Americas', '-Europe']);
    expect(rows.find((r) => r.key === 2)).toMatchObject({ hasChildren: true, expanded: false });
  });
  it('put the new row last among its parent’s children, opening the parent', () => {
    expect(names(groupRows(groups, new Set([2]), { parentId: 2 }))).toEqual(['archive', 'By region', '-Americas', '-Europe', '--Germany', '--NEW']);
    expect(names(groupRows(groups, new Set(), { parentId: null })).at(-1)).toBe('NEW');
  });
  it('know the ancestors of a group', () => {
    expect(ancestorsOf(groups, 4)).toEqual([2, 1]);
    expect(ancestorsOf(groups, 5)).toEqual([]);
  });
});
