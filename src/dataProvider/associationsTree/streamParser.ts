/**
 * The associations answer parsed while its bytes arrive (first visit: "parse off the main
 * thread or progressively"). The answer is one JSON array; each chunk is decoded (a character split
 * between chunks waits for the next), and the complete elements received so far are given to
 * JSON.parse in one piece, checked (isAssociationItem, the schema's rule) and packed (TreeBuilder).
 * What is left at the last byte is the last chunk and the tree's finishing pass, not the whole answer.
 *
 * Where the complete elements end: the last '}' of the text received is tried first (JSON.parse
 * accepts the piece only if it ends exactly after an element: a '}' inside a string or a nested
 * object leaves it unbalanced), then the previous ones; if none works, the text is followed
 * character by character (lastElementEnd). Anything but a valid list throws InvalidAssociationsAnswer.
 */
import type { AssociationItem } from '../../domain/schemas/association';
import { isAssociationItem } from '../../domain/schemas/associationGuard';
import type { PackedTree } from './packedTree';
import { TreeBuilder } from './treeBuilder';

/** The answer is not a list of associations (the http client's "invalidResponse"). */
export class InvalidAssociationsAnswer extends Error {
  constructor() {
    super('invalid associations answer');
    this.name = 'InvalidAssociationsAnswer';
  }
}

const notSpace = /\S/g;
/** The first character that is not white space at or after `from`, and where (-1: none). */
function nextChar(s: string, from: number): [string, number] {
  notSpace.lastIndex = from;
  const m = notSpace.exec(s);
  return m ? [m[0], m.index] : ['', -1];
}

/** Tries of the last '}'s before following the text character by character. */
const TRIES = 3;

export class AssociationsStreamParser {
  private decoder = new TextDecoder();
  private builder = new TreeBuilder();
  /** Text received and not parsed yet: after '[' (or after the last element parsed, its ',' included). */
  private buf = '';
  private started = false;
  /** At least one element was parsed: the text left starts with the ',' before the next one, or the ']'. */
  private some = false;

  /** `onFirstItems`: given once, the first elements parsed (the top of the tree), while the rest is still to come. */
  constructor(private onFirstItems?: (items: AssociationItem[]) => void) {}

  /** A chunk of the answer's bytes. */
  push(bytes: Uint8Array) {
    this.feed(this.decoder.decode(bytes, { stream: true }));
  }

  /** The last byte has arrived: the packed tree of the whole answer. */
  end(): PackedTree {
    this.feed(this.decoder.decode());
    if (!this.started) throw new InvalidAssociationsAnswer();
    // All that may be left: the list's end, after a ',' only if nothing was parsed yet ("[]").
    const [c, at] = nextChar(this.buf, 0);
    if (c !== ']' || nextChar(this.buf, at + 1)[1] >= 0) throw new InvalidAssociationsAnswer();
    return this.builder.finish();
  }

  private feed(text: string) {
    if (!text) return;
    this.buf += text;
    if (!this.started) {
      const [c, at] = nextChar(this.buf, 0);
      if (at < 0) return;
      if (c !== '[') throw new InvalidAssociationsAnswer();
      this.started = true;
      this.buf = this.buf.slice(at + 1);
    }
    let end = this.buf.lastIndexOf('}');
    for (let k = 0; end >= 0 && k < TRIES; k++) {
      if (this.parseUpTo(end + 1)) return;
      end = this.buf.lastIndexOf('}', end - 1);
    }
    if (end < 0) return;
    const exact = lastElementEnd(this.buf);
    if (exact > 0 && !this.parseUpTo(exact)) throw new InvalidAssociationsAnswer();
  }

  /** Parses buf[0..end) as complete elements (false when it is not: cut inside an element); packs them. */
  private parseUpTo(end: number): boolean {
    let from = 0;
    if (this.some) {
      const [c, at] = nextChar(this.buf, 0);
      if (c !== ',') throw new InvalidAssociationsAnswer();
      from = at + 1;
    }
    let items: unknown[];
    try {
      items = JSON.parse(`[${this.buf.slice(from, end)}]`) as unknown[];
    } catch {
      return false;
    }
    for (let k = 0; k < items.length; k++) if (!isAssociationItem(items[k])) throw new InvalidAssociationsAnswer();
    this.builder.addAll(items as AssociationItem[]);
    this.buf = this.buf.slice(end);
    if (!this.some && items.length && this.onFirstItems) this.onFirstItems(items as AssociationItem[]);
    this.some = true;
    return true;
  }
}

const QUOTE = 34;
const BACKSLASH = 92;

/**
 * Where the last complete element of the top level ends in `s` (the text after '[' or after an
 * element), found character by character (strings skipped with indexOf); 0 when none is complete.
 */
export function lastElementEnd(s: string): number {
  let depth = 0;
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === QUOTE) {
      let q = i;
      for (;;) {
        q = s.indexOf('"', q + 1);
        if (q < 0) return last;
        let b = q - 1;
        while (s.charCodeAt(b) === BACKSLASH) b--;
        if ((q - 1 - b) % 2 === 0) break;
      }
      i = q;
    } else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      depth--;
      if (depth === 0 && c === 125) last = i + 1;
      if (depth < 0) return last;
    }
  }
  return last;
}
