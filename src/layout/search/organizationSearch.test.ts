import { packTree } from '../../dataProvider/associationsTree/packedTree';
import type { AssociationItem } from '../../domain/schemas/association';
import { searchOrganizations } from './organizationSearch';

const item = (id: number, name: string, parentId: number | null, children: number[] = [], users?: string[]): AssociationItem => ({
  organizationId: id,
  organizationName: name,
  parentId,
  organizationType: 3,
  parentCanView: true,
  parentCanManage: true,
  children,
  ...(users ? { users } : {}),
});
const tree = packTree([
  item(1, 'Quadrant Root', null, [2, 3, 4]),
  item(2, 'Northwind Traders', 1, [], ['anna@contoso.example']),
  item(3, 'Contoso Pharmaceuticals', 1),
  item(4, 'Tailspin Toys', 1),
]);

describe('searchOrganizations (the global search over the packed tree)', () => {
  it('finds names case-insensitively, those starting with the text first, with the parent’s name', () => {
    expect(searchOrganizations(tree, '  TO ')).toEqual([
      { id: 3, name: 'Contoso Pharmaceuticals', parentName: 'Quadrant Root' },
      { id: 4, name: 'Tailspin Toys', parentName: 'Quadrant Root' },
    ]);
    // Northwind starts with "n": before the root, which only contains it.
    expect(searchOrganizations(tree, 'n').map((h) => h.id)).toEqual([2, 1, 3, 4]);
    expect(searchOrganizations(tree, 'tail')[0]).toEqual({ id: 4, name: 'Tailspin Toys', parentName: 'Quadrant Root' });
    expect(searchOrganizations(tree, 'root')).toEqual([{ id: 1, name: 'Quadrant Root', parentName: null }]);
  });

  it('does not match a user’s e-mail carried in the text, nor an empty query, and stops at the limit', () => {
    expect(searchOrganizations(tree, 'contoso.example')).toEqual([]);
    expect(searchOrganizations(tree, 'contoso').map((h) => h.id)).toEqual([3]);
    expect(searchOrganizations(tree, '   ')).toEqual([]);
    expect(searchOrganizations(tree, 'o', 2)).toHaveLength(2);
  });
});
