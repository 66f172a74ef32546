import type { AssociationItem } from '../../domain/schemas/association';
import {
  addChildToList as addChild,
  removeOrganizationFromList as removeOrganization,
  updateOrganizationInList as updateOrganization,
} from './associationsCache';

const item = (organizationId: number, parentId: number | null, children: number[] = []): AssociationItem => ({
  organizationId,
  organizationName: `Org ${organizationId}`,
  parentId,
  organizationType: 5,
  parentCanView: false,
  parentCanManage: true,
  children,
});
const list = [item(1, null, [2, 3]), item(2, 1, [4]), item(4, 2), item(3, 1)];

describe('associations cache updates', () => {
  it('adds a child after its parent subtree and lists it among the parent children', () => {
    const next = addChild(list, item(9, 2))!;
    expect(next.map((i) => i.organizationId)).toEqual([1, 2, 4, 9, 3]);
    expect(next[1].children).toEqual([4, 9]);
    expect(list[1].children).toEqual([4]);
  });

  it('leaves the list alone when the parent is unknown or the child is there already', () => {
    expect(addChild(list, item(9, 77))).toBe(list);
    expect(addChild(list, item(4, 2))).toBe(list);
    expect(addChild(undefined, item(9, 2))).toBeUndefined();
  });

  it('renames and changes the flags of one organization', () => {
    const next = updateOrganization(list, 4, { organizationName: 'Renamed', parentCanView: true })!;
    expect(next[2]).toMatchObject({ organizationName: 'Renamed', parentCanView: true, parentCanManage: true });
    expect(next[0]).toBe(list[0]);
  });

  it('removes an organization and its id from the parent', () => {
    const next = removeOrganization(list, 4)!;
    expect(next.map((i) => i.organizationId)).toEqual([1, 2, 3]);
    expect(next[1].children).toEqual([]);
  });
});
