import { associationItem } from '../../tests/setup/associationItem';
import { nameAt, packTree, searchPositions, usersAt } from './associationsTree/packedTree';
import { treeCacheKey } from './associationsTree/treeCache';
import { createHttpClient } from './http';
import { ApiError } from './ApiError';
import { parseShownJson } from './shownText';

/** The read half of the rule for stored text: what the console shows of a text that breaks it. */
describe('parseShownJson', () => {
  it('writes the refused characters of every text as markers; names mark line breaks, other texts keep them', () => {
    const answer = JSON.stringify({
      organizationName: 'invoice\u202Egnp.exe',
      name: 'a\nb',
      identifier: 'x\u0000',
      notes: 'line one\n\tline two\u200B',
      users: ['ann@x.test\uD800'],
      nested: [{ firstName: 'A\u2067nn' }],
      count: 3,
    });
    expect(answer).toContain('\\ud800');
    expect(parseShownJson(answer)).toEqual({
      organizationName: 'invoice⟨U+202E⟩gnp.exe',
      name: 'a⟨U+000A⟩b',
      identifier: 'x⟨U+0000⟩',
      notes: 'line one\n\tline two⟨U+200B⟩',
      users: ['ann@x.test⟨U+D800⟩'],
      nested: [{ firstName: 'A⟨U+2067⟩nn' }],
      count: 3,
    });
  });

  it('leaves every other answer as JSON.parse reads it, emoji sequences and escaped quotes included', () => {
    const text = JSON.stringify([{ name: 'Team 👩‍💻 "Zürich" \\ ok', notes: 'plain' }]);
    expect(parseShownJson(text)).toEqual(JSON.parse(text));
  });
});

describe('the one fetch wrapper', () => {
  const answering = (status: number, body: string) =>
    createHttpClient({ getAccessToken: async () => 't', fetch: async () => new Response(body, { status }) });

  it('answers a record with its name shown, and a service message shown', async () => {
    const ok = answering(200, JSON.stringify({ id: 1, name: 'Gold\u202E' }));
    expect(await ok.request('https://svc.test/x')).toEqual({ id: 1, name: 'Gold⟨U+202E⟩' });
    const refused = answering(409, JSON.stringify({ message: 'DPC is already provisioned for invoice\u202Egnp.exe' }));
    const error = await refused.request('https://svc.test/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('DPC is already provisioned for invoice⟨U+202E⟩gnp.exe');
  });
});

describe('the packed organization tree', () => {
  it('packs names and e-mails as shown: the markers are searchable, and a NUL or line feed no longer splits a text', () => {
    const tree = packTree([
      associationItem(1, 'Root', null, [2, 3]),
      associationItem(2, 'invoice\u202Egnp.exe', 1, [], ['a\u0000b@x.test']),
      associationItem(3, 'Two\nlines', 1),
    ]);
    expect(nameAt(tree, 1)).toBe('invoice⟨U+202E⟩gnp.exe');
    expect(usersAt(tree, 1)).toEqual(['a⟨U+0000⟩b@x.test']);
    expect(nameAt(tree, 2)).toBe('Two⟨U+000A⟩lines');
    expect(searchPositions(tree, 'gnp.exe')).toEqual([1]);
    expect(searchPositions(tree, 'u+202e')).toEqual([1]);
  });

  it('a tree kept by a console that packed names as they came is not read again (the key names the packing)', () => {
    expect(JSON.parse(treeCacheKey({ subject: 's', serviceUrl: 'u', orgId: 1, addUsers: false }))).toEqual([2, 's', 'u', 1, false]);
  });
});
