import { associationItemSchema, isAssociationItem } from '../../domain/schemas/association';
import { InvalidAssociationsAnswer, parseAssociations } from './parseAssociations';
import { positionOf, searchPositions, unpackTree } from './packedTree';
import { associationItem } from '../../../tests/setup/associationItem';

// Rights that differ from one organization to the next, so that a packed tree mixing them up shows.
const item = (organizationId: number, organizationName: string, parentId: number | null, children: number[] = [], users?: string[]) =>
  associationItem(organizationId, organizationName, parentId, children, users, {
    parentCanView: organizationId % 2 === 0,
    parentCanManage: organizationId % 3 === 0,
  });
const list = [
  item(1, 'Quadrant Root', null, [2, 3]),
  item(2, 'Northwind', 1, [4, 99], ['Ann@Northwind.test', 'bob@northwind.test']),
  item(4, 'Contoso Pharma', 2, [], []),
  item(3, 'Ärzte Gruppe', 1),
];
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

describe("parseAssociations (the worker's function, also run on the page without Worker)", () => {
  it("parses the answer's bytes into the packed tree, which gives the same list back", () => {
    const tree = parseAssociations(bytes(list));
    expect(tree.count).toBe(4);
    expect(Array.from(tree.rootPos)).toEqual([0]);
    expect(Array.from(tree.depth)).toEqual([1, 2, 3, 2]);
    // The child missing from the list (99) is dropped; users (and an empty list of them) survive.
    expect(unpackTree(tree)).toEqual([list[0], { ...list[1], children: [4] }, list[2], list[3]]);
  });

  it('searches the lower-case names and e-mails, each organization once', () => {
    const tree = parseAssociations(bytes(list));
    expect(searchPositions(tree, 'northwind')).toEqual([1]);
    expect(searchPositions(tree, 'ann@')).toEqual([1]);
    expect(searchPositions(tree, 'ärzte')).toEqual([3]);
    expect(searchPositions(tree, 'o')).toEqual([0, 1, 2]);
    expect(searchPositions(tree, 'nothing like it')).toEqual([]);
  });

  it('finds organizations by id whether the ids are dense or far apart, and searches a name whose lower case is longer', () => {
    const sparse = [item(5_000_000_001, 'İstanbul Root', null, [7]), item(7, 'Seven', 5_000_000_001)];
    const tree = parseAssociations(bytes(sparse));
    expect(tree.lookupBase).toBe(-1);
    expect(positionOf(tree, 7)).toBe(1);
    expect(positionOf(tree, 5_000_000_001)).toBe(0);
    expect(positionOf(tree, 8)).toBe(-1);
    expect(unpackTree(tree)).toEqual(sparse);
    expect(searchPositions(tree, 'seven')).toEqual([1]);
    expect(searchPositions(tree, 'root')).toEqual([0]);
    const dense = parseAssociations(bytes(list));
    expect(dense.lookupBase).toBe(1);
    expect([1, 2, 3, 4, 99].map((id) => positionOf(dense, id))).toEqual([0, 1, 3, 2, -1]);
  });

  it.each([
    ['not JSON', '[{"organizationId":1,'],
    ['not a list', '{"organizationId":1}'],
    ['a missing name', JSON.stringify([{ ...list[0], organizationName: undefined }])],
    ['an unknown organization type', JSON.stringify([{ ...list[0], organizationType: 9 }])],
    ['a non-integer id', JSON.stringify([{ ...list[0], organizationId: 1.5 }])],
    ['a child id as text', JSON.stringify([{ ...list[0], children: ['2'] }])],
    ['users that are not texts', JSON.stringify([{ ...list[0], users: [1] }])],
  ])('refuses %s', (_label, text) => {
    expect(() => parseAssociations(text)).toThrow(InvalidAssociationsAnswer);
  });

  it('checks each item as the schema does', () => {
    const cases: unknown[] = [
      ...list,
      { ...list[0], extra: 'ignored' },
      null,
      1,
      'x',
      [],
      {},
      { ...list[0], parentId: undefined },
      { ...list[0], parentId: '1' },
      { ...list[0], parentCanView: 1 },
      { ...list[0], parentCanManage: null },
      { ...list[0], children: null },
      { ...list[0], children: [1.2] },
      { ...list[0], users: 'a@b' },
      { ...list[0], organizationType: 0 },
      { ...list[0], organizationName: 5 },
    ];
    for (const c of cases) expect(isAssociationItem(c), JSON.stringify(c)).toBe(associationItemSchema.safeParse(c).success);
  });
});
