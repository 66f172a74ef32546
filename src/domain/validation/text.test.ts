import { z } from 'zod';
import { firstMessages } from './messages';
import { codePointLabel, FORBIDDEN_CHARACTER_KEY, forbiddenCharacters, safeText, textRuleMessages, visibleText } from './text';

const labels = (text: string, multiline = false) => forbiddenCharacters(text, { multiline }).map((c) => c.label);
const hex = (codePoint: number) => String.fromCodePoint(codePoint);

describe('forbiddenCharacters: what the rule refuses', () => {
  it.each([
    ['C0 controls', [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x1b, 0x1f]],
    ['DEL and C1 controls', [0x7f, 0x80, 0x85, 0x9f]],
    ['bidirectional embeddings and overrides', [0x202a, 0x202b, 0x202c, 0x202d, 0x202e]],
    ['bidirectional isolates', [0x2066, 0x2067, 0x2068, 0x2069]],
    ['bidirectional marks', [0x200e, 0x200f, 0x061c]],
    ['zero-width and invisible format characters', [0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2064, 0x206a, 0x206f, 0xfeff, 0x180e, 0xfff9]],
    ['line and paragraph separators', [0x2028, 0x2029]],
    ['tag characters outside a flag', [0xe0001, 0xe0041, 0xe007f]],
  ])('%s, each named by its code point, in single- and multi-line fields', (_, codePoints) => {
    for (const cp of codePoints) {
      expect(labels(`a${hex(cp)}b`), codePointLabel(cp)).toEqual([codePointLabel(cp)]);
      expect(labels(`a${hex(cp)}b`, true), codePointLabel(cp)).toEqual([codePointLabel(cp)]);
    }
  });

  it('the name that lies: an override in the middle of a file name', () => {
    expect(forbiddenCharacters('invoice\u202Egnp.exe')).toEqual([{ index: 7, codePoint: 0x202e, label: 'U+202E' }]);
  });

  it('TAB, LF and CR only in a multi-line field', () => {
    expect(labels('a\tb\nc\rd')).toEqual(['U+0009', 'U+000A', 'U+000D']);
    expect(labels('a\tb\nc\r\nd', true)).toEqual([]);
  });

  it('unpaired surrogates, high or low, at the start, middle or end; a pair is an ordinary character', () => {
    expect(labels('\uD800abc')).toEqual(['U+D800']);
    expect(labels('ab\uDC00c')).toEqual(['U+DC00']);
    expect(labels('abc\uDBFF')).toEqual(['U+DBFF']);
    expect(labels('\uDC00\uD800')).toEqual(['U+DC00', 'U+D800']);
    expect(labels('Clef 𝄞 and 😀')).toEqual([]);
  });

  it('a zero-width joiner inside an emoji sequence is allowed; anywhere else it is refused', () => {
    for (const emoji of ['👩‍💻', '👨‍👩‍👧', '🏳️‍🌈', '🧑🏽‍💻', '👩🏿‍❤️‍👨🏻', '🏃‍♂️', '❤️‍🔥']) expect(labels(`Team ${emoji} Berlin`), emoji).toEqual([]);
    expect(labels('ab\u200Dcd')).toEqual(['U+200D']);
    expect(labels('👩\u200D')).toEqual(['U+200D']);
    expect(labels('\u200D💻')).toEqual(['U+200D']);
    expect(labels('👩\u200Dx')).toEqual(['U+200D']);
    expect(labels('a\u200D💻')).toEqual(['U+200D']);
    // A skin tone or variation selector alone is no pictograph.
    expect(labels('\u{1F3FD}\u200D💻')).toEqual(['U+200D']);
    expect(labels('👩\u200D\u200D💻')).toEqual(['U+200D', 'U+200D']);
  });

  it('the tags of a flag (🏴 … CANCEL TAG) are allowed; tags without the flag, or a flag not closed, are refused', () => {
    const scotland = '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    expect(labels(`Edinburgh ${scotland}`)).toEqual([]);
    expect(labels('hidden\u{E0068}\u{E0069}')).toEqual(['U+E0068', 'U+E0069']);
    expect(labels('🏴\u{E0067}\u{E0062}')).toEqual(['U+E0067', 'U+E0062']);
  });

  it('leaves ordinary text of any script alone, combining marks and non-breaking spaces included', () => {
    expect(labels('Müller & Söhne GmbH — Zürich, İstanbul, 東京, עברית, العربية, e\u0301, a\u00A0b, 1\u202Fkm')).toEqual([]);
  });
});

describe('textRuleMessages', () => {
  it('one message naming every distinct character, the first five and "…" beyond', () => {
    expect(textRuleMessages('fine')).toEqual([]);
    expect(textRuleMessages(undefined)).toEqual([]);
    expect(textRuleMessages('a\u202Eb\u202Ec\u200B')).toEqual([{ key: FORBIDDEN_CHARACTER_KEY, params: { characters: 'U+202E, U+200B' } }]);
    expect(textRuleMessages('\u0001\u0002\u0003\u0004\u0005\u0006')[0].params).toEqual({ characters: 'U+0001, U+0002, U+0003, U+0004, U+0005, …' });
  });
});

describe('safeText: the zod building block', () => {
  it('refuses with the message and its code point', () => {
    const result = safeText().safeParse('invoice\u202Egnp.exe');
    expect(result.success).toBe(false);
    expect(firstMessages(result.error!)).toEqual({ '': { key: FORBIDDEN_CHARACTER_KEY, params: { characters: 'U+202E' } } });
  });

  it('normalises valid text to NFC, before the length checks chained after it', () => {
    expect(safeText().parse('Cafe\u0301')).toBe('Café');
    expect(safeText().parse('Cafe\u0301').length).toBe(4);
    expect(safeText().max(4).safeParse('Cafe\u0301').success).toBe(true);
    expect(safeText().parse('\u212B')).toBe('\u00C5');
  });

  it('allows line breaks in a multi-line field only, and names its field inside an object', () => {
    const body = z.object({ name: safeText(), notes: safeText({ multiline: true }) });
    expect(body.parse({ name: 'Contoso', notes: 'line one\r\nline\ttwo' })).toEqual({ name: 'Contoso', notes: 'line one\r\nline\ttwo' });
    const refused = body.safeParse({ name: 'Con\ntoso', notes: 'x\u0000' });
    expect(firstMessages(refused.error!)).toEqual({
      name: { key: FORBIDDEN_CHARACTER_KEY, params: { characters: 'U+000A' } },
      notes: { key: FORBIDDEN_CHARACTER_KEY, params: { characters: 'U+0000' } },
    });
  });
});

describe('visibleText: a stored text that breaks the rule, shown', () => {
  it('writes each refused character as a marker, lone surrogates too', () => {
    expect(visibleText('invoice\u202Egnp.exe')).toBe('invoice⟨U+202E⟩gnp.exe');
    expect(visibleText('a\u200Bb\u0000c\uD800')).toBe('a⟨U+200B⟩b⟨U+0000⟩c⟨U+D800⟩');
    expect(visibleText('\uDC00😀')).toBe('⟨U+DC00⟩😀');
    expect(visibleText('x\u{E0041}y')).toBe('x⟨U+E0041⟩y');
  });

  it('returns the text itself when nothing is refused, emoji sequences included', () => {
    const text = 'Team 👩‍💻 Zürich';
    expect(visibleText(text)).toBe(text);
  });

  it('keeps TAB, LF and CR in multi-line text; marks them in a one-line name', () => {
    expect(visibleText('a\nb\tc', { multiline: true })).toBe('a\nb\tc');
    expect(visibleText('a\nb')).toBe('a⟨U+000A⟩b');
  });
});
