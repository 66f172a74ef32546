import type { AssociationItem } from '../../domain/schemas/association';
import { packTree } from './packedTree';
import { AssociationsStreamParser, InvalidAssociationsAnswer } from './streamParser';
import { associationItem } from '../../../tests/setup/associationItem';

// Parents may manage the even-numbered organizations only.
const item = (organizationId: number, organizationName: string, parentId: number | null, children: number[] = [], users?: string[]) =>
  associationItem(organizationId, organizationName, parentId, children, users, { parentCanManage: organizationId % 2 === 0 });
// Names that look like the JSON around them: quotes, backslashes, braces, brackets, commas, and
// characters of two, three and four bytes that a chunk can split.
const tricky = [
  item(1, 'Root "Quoted" {A}, [B]', null, [2, 3, 4]),
  item(2, 'Back\\slash\\', 1, [5], ['ann@x.test', 'b"o}b@x.test']),
  item(3, 'Ärzte € 𝄞 İstanbul', 1),
  item(4, 'Ends with a backslash and quote \\"', 1, [], []),
  item(5, '},{"organizationId":9', 2),
];

/** Feeds `text` to a new parser in chunks of the given sizes (in bytes), repeated until the end. */
function parseInChunks(text: string, sizes: number[]) {
  const bytes = new TextEncoder().encode(text);
  const parser = new AssociationsStreamParser();
  for (let at = 0, k = 0; at < bytes.length; k++) {
    const size = sizes[k % sizes.length];
    parser.push(bytes.slice(at, at + size));
    at += size;
  }
  return parser.end();
}

describe('AssociationsStreamParser (the answer parsed while its bytes arrive)', () => {
  const json = JSON.stringify(tricky, null, 1);
  const whole = packTree(tricky);

  it('gives the same tree as parsing the whole answer, whatever byte its chunks are cut at', () => {
    for (let size = 1; size <= 40; size++) expect(parseInChunks(json, [size])).toEqual(whole);
    expect(parseInChunks(JSON.stringify(tricky), [3, 17, 1, 64])).toEqual(whole);
  });

  it('packs a large answer given in uneven chunks exactly as in one piece', () => {
    const many: AssociationItem[] = [
      item(
        1,
        'Root',
        null,
        Array.from({ length: 2999 }, (_, k) => k + 2),
      ),
    ];
    for (let id = 2; id <= 3000; id++) many.push(item(id, `Org ${id} ü`, 1, [], id % 3 ? [`u${id}@x.test`] : undefined));
    expect(parseInChunks(JSON.stringify(many), [16_384, 777, 65_536, 5])).toEqual(packTree(many));
  });

  it.each([
    ['an empty answer', ''],
    ['an object instead of a list', '{"organizationId":1}'],
    ['a list cut short', JSON.stringify(tricky).slice(0, -1)],
    ['an object cut short', '[{"organizationId":1,'],
    ['a number in the list', '[1]'],
    ['two commas', `[${JSON.stringify(tricky[0])},,${JSON.stringify(tricky[2])}]`],
    ['text after the list', `${JSON.stringify(tricky)} x`],
    ['an item the schema refuses', JSON.stringify([{ ...tricky[0], organizationType: 9 }])],
    ['a bracket closing an object', '[{"organizationId":1]'],
  ])('refuses %s', (_label, text) => {
    for (const size of [1, 7, 1_000]) expect(() => parseInChunks(text, [size])).toThrow(InvalidAssociationsAnswer);
  });

  it('gives the first elements once, as soon as they are parsed, before the rest has arrived (the first rows shown early)', () => {
    const firsts: number[][] = [];
    const parser = new AssociationsStreamParser((items) => firsts.push(items.map((i) => i.organizationId)));
    const bytes = new TextEncoder().encode(JSON.stringify(tricky));
    // The first two elements (ASCII only) and the ',' after them: "[{…1},{…2},".
    const cut = JSON.stringify(tricky.slice(0, 2)).length;
    parser.push(bytes.slice(0, cut));
    expect(firsts).toEqual([[1, 2]]);
    parser.push(bytes.slice(cut));
    expect(parser.end()).toEqual(whole);
    expect(firsts).toEqual([[1, 2]]);
  });

  it('accepts an empty list and white space around it', () => {
    expect(parseInChunks(' [ ] \n', [2]).count).toBe(0);
  });
});
