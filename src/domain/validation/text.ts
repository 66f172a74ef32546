/**
 * One rule for every name and free text the sandbox stores (docs/decisions.md "Security" (names that lie)): no
 * character that hides or reorders what a text shows, and the NFC form stored. The same rule makes a
 * text that breaks it, stored before the rule or by another service, visible instead of interpreted
 * (`visibleText`).
 */
import { z } from 'zod';
import { addIssues, msg, type ValidationMessage } from './messages';

export const FORBIDDEN_CHARACTER_KEY = 'validation.text.forbiddenCharacter';

export interface TextRuleOptions {
  /** A field of several lines (notes, descriptions): TAB, LF and CR are allowed in it. */
  multiline?: boolean;
}

export interface ForbiddenCharacter {
  /** Position in the string (UTF-16 code units). */
  index: number;
  codePoint: number;
  /** The code point as written in messages and markers, e.g. 'U+202E'. */
  label: string;
}

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const ZWJ = 0x200d;
const VARIATION_SELECTOR_16 = 0xfe0f;
const BLACK_FLAG = 0x1f3f4;
const CANCEL_TAG = 0xe007f;

/**
 * Anything the rule may refuse, for a quick "nothing to look at" (most texts). With the `u` flag a
 * surrogate range matches an unpaired surrogate only, not the halves of an emoji.
 */
export const CANDIDATE =
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern looks for
  /[\u0000-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB\uD800-\uDFFF\u{E0001}\u{E0020}-\u{E007F}]/u;
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;

/** 'U+202E': four hexadecimal digits at least, upper case. */
export const codePointLabel = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Refused wherever it stands (the emoji joiners are looked at by the caller):
 * - C0 controls (but TAB, LF, CR in a multi-line field), DEL and C1 controls: NUL and the like are not
 *   text, and a line break in a one-line name is not shown where it stands;
 * - bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E,
 *   U+2066–U+2069): they reorder what follows, or are invisible marks that make two equal-looking names differ;
 * - invisible format characters: zero-width space, joiners, word joiner, invisible operators, the
 *   deprecated format characters U+206A–U+206F, the byte order mark, the Mongolian vowel separator,
 *   the interlinear annotation characters, the line and paragraph separators and the tag characters;
 * - unpaired surrogates: not text at all (no UTF-8 form; SQLite would keep a replacement character or bytes).
 */
function refused(codePoint: number, multiline: boolean): boolean {
  if (codePoint < 0x20) return !(multiline && (codePoint === TAB || codePoint === LF || codePoint === CR));
  if (codePoint >= 0x7f && codePoint <= 0x9f) return true;
  if (codePoint === 0x061c || codePoint === 0x180e || codePoint === 0xfeff) return true;
  if (codePoint >= 0x200b && codePoint <= 0x200f) return true;
  if (codePoint >= 0x2028 && codePoint <= 0x202e) return true;
  if (codePoint >= 0x2060 && codePoint <= 0x206f) return true;
  if (codePoint >= 0xfff9 && codePoint <= 0xfffb) return true;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return true;
  return codePoint === 0xe0001 || (codePoint >= 0xe0020 && codePoint <= 0xe007f);
}

const isSkinTone = (codePoint: number) => codePoint >= 0x1f3fb && codePoint <= 0x1f3ff;
const isPictographic = (codePoint: number | undefined) => codePoint !== undefined && PICTOGRAPHIC.test(String.fromCodePoint(codePoint));

/** The code point that ends just before `index`, and where it starts. */
function codePointBefore(text: string, index: number): { codePoint: number; start: number } | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return { codePoint: text.codePointAt(index - 2)!, start: index - 2 };
  }
  return { codePoint: low, start: index - 1 };
}

/**
 * A zero-width joiner inside an emoji sequence (👩‍💻, 👨‍👩‍👧, 🏳️‍🌈, 🧑🏽‍💻): a pictograph before it, after at
 * most a variation selector and a skin tone, and a pictograph after it. Such a joiner only draws two
 * emoji as one, so it is allowed; anywhere else it is invisible and refused.
 */
function joinsEmoji(text: string, index: number): boolean {
  let before = codePointBefore(text, index);
  for (let skipped = 0; before && skipped < 2 && (before.codePoint === VARIATION_SELECTOR_16 || isSkinTone(before.codePoint)); skipped++) {
    before = codePointBefore(text, before.start);
  }
  return isPictographic(before?.codePoint) && isPictographic(text.codePointAt(index + 1));
}

/**
 * The length of an emoji tag sequence at `index` (🏴 followed by tag characters and CANCEL TAG, the
 * flags of Scotland, Wales, England), 0 when there is none: its tags are part of the flag.
 */
function tagSequenceLength(text: string, index: number): number {
  if (text.codePointAt(index) !== BLACK_FLAG) return 0;
  let at = index + 2;
  for (;;) {
    const codePoint = text.codePointAt(at);
    if (codePoint === CANCEL_TAG) return at + 2 - index;
    if (codePoint === undefined || codePoint < 0xe0020 || codePoint > 0xe007e) return 0;
    at += 2;
  }
}

/** Every character of `text` the rule refuses, in order (an empty list: the text is fine). */
export function forbiddenCharacters(text: string, options: TextRuleOptions = {}): ForbiddenCharacter[] {
  if (!CANDIDATE.test(text)) return [];
  const multiline = options.multiline ?? false;
  const out: ForbiddenCharacter[] = [];
  for (let index = 0; index < text.length;) {
    const tags = tagSequenceLength(text, index);
    if (tags > 0) {
      index += tags;
      continue;
    }
    const codePoint = text.codePointAt(index)!;
    if (refused(codePoint, multiline) && !(codePoint === ZWJ && joinsEmoji(text, index))) {
      out.push({ index, codePoint, label: codePointLabel(codePoint) });
    }
    index += codePoint > 0xffff ? 2 : 1;
  }
  return out;
}

/** At most this many distinct characters are named in one message; the rest are "…". */
const NAMED_IN_MESSAGE = 5;

/** The rule's message, naming the refused characters ('U+202E, U+200B'); an empty list when there are none. */
export function textRuleMessages(text: string | null | undefined, options: TextRuleOptions = {}): ValidationMessage[] {
  const labels = [...new Set(forbiddenCharacters(text ?? '', options).map((c) => c.label))];
  if (labels.length === 0) return [];
  const named = labels.slice(0, NAMED_IN_MESSAGE).join(', ');
  return [msg(FORBIDDEN_CHARACTER_KEY, { characters: labels.length > NAMED_IN_MESSAGE ? `${named}, …` : named })];
}

/** Adds the rule's message to a refinement, under a field path when given (object-level form schemas). */
export function refineText(ctx: z.core.$RefinementCtx, value: string, options: TextRuleOptions = {}, path?: PropertyKey[]): void {
  addIssues(ctx, textRuleMessages(value, options), path);
}

/**
 * The building block of every stored text field: a string in its NFC form (what is stored and measured
 * by the checks chained after it), refused with FORBIDDEN_CHARACTER_KEY when it holds a character the
 * rule refuses. Chain length checks after it: `safeText().max(100)`.
 */
export function safeText(options: TextRuleOptions = {}) {
  return z
    .string()
    .normalize('NFC')
    .superRefine((v, ctx) => refineText(ctx, v, options));
}

/**
 * `text` with every character the rule refuses written as a visible marker, e.g. `invoice⟨U+202E⟩gnp.exe`:
 * how a name stored before the rule, or by another service, is shown (never interpreted). Multi-line
 * keeps TAB, LF and CR as they are.
 */
export function visibleText(text: string, options: TextRuleOptions = {}): string {
  const found = forbiddenCharacters(text, options);
  if (found.length === 0) return text;
  let out = '';
  let from = 0;
  for (const c of found) {
    out += `${text.slice(from, c.index)}⟨${c.label}⟩`;
    from = c.index + (c.codePoint > 0xffff ? 2 : 1);
  }
  return out + text.slice(from);
}
