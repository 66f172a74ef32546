/**
 * Builds the packed tree (packedTree.ts) item by item, so that the parser can pack each part of the
 * answer as soon as its bytes have arrived (first visit): `add` stores an item's columns
 * and its text, `finish` makes what needs the whole list (the id lookup, the children's positions,
 * the roots, the depths, the joined texts). Names and e-mails are packed as they are to be shown: a
 * character the rule for stored text refuses is written as a marker (visibleText; docs/decisions.md
 * "Security"), which also keeps the "\n" and SEP that separate the texts out of them.
 */
import type { AssociationItem } from '../../domain/schemas/association';
import { visibleText } from '../../domain/validation/text';
import { CAN_MANAGE, CAN_VIEW, HAS_USERS, positionOf, SEP } from './packedLayout';
import type { PackedTree } from './packedTree';

/** A typed array that doubles when full. */
class Column<A extends Float64Array | Int32Array | Uint8Array> {
  length = 0;
  constructor(public data: A) {}
  push(v: number) {
    if (this.length === this.data.length) {
      const bigger = new (this.data.constructor as new (n: number) => A)(Math.max(16, this.data.length * 2));
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = v;
  }
  done(): A {
    return this.data.slice(0, this.length) as A;
  }
}

export class TreeBuilder {
  private ids = new Column(new Float64Array(1024));
  private parentIds = new Column(new Float64Array(1024));
  private types = new Column(new Uint8Array(1024));
  private flags = new Column(new Uint8Array(1024));
  private nameLength = new Column(new Int32Array(1024));
  private textStart = new Column(new Int32Array(1024));
  private searchStart = new Column(new Int32Array(1024));
  /** Every item's children ids, one after the other: childIds[childIdStart[i]..childIdStart[i+1]). */
  private childIds = new Column(new Float64Array(1024));
  private childIdStart = new Column(new Int32Array(1024));
  private textParts: string[] = [];
  private searchParts: string[] = [];
  private textLength = 0;
  private searchLength = 0;
  private minId = Infinity;
  private maxId = -Infinity;

  get count() {
    return this.ids.length;
  }

  /** Adds items already checked (isAssociationItem), in the answer's order. */
  addAll(items: readonly AssociationItem[]) {
    const texts: string[] = new Array(items.length);
    for (let k = 0; k < items.length; k++) {
      const item = items[k];
      const id = item.organizationId;
      const name = visibleText(item.organizationName);
      this.ids.push(id);
      if (id < this.minId) this.minId = id;
      if (id > this.maxId) this.maxId = id;
      this.parentIds.push(item.parentId === null ? NaN : item.parentId);
      this.types.push(item.organizationType);
      const users = item.users?.map((u) => visibleText(u));
      this.flags.push((item.parentCanView ? CAN_VIEW : 0) | (item.parentCanManage ? CAN_MANAGE : 0) | (users ? HAS_USERS : 0));
      this.childIdStart.push(this.childIds.length);
      const children = item.children;
      for (let c = 0; c < children.length; c++) this.childIds.push(children[c]);
      const t = users && users.length ? `${name}\n${users.join('\n')}${SEP}` : name + SEP;
      texts[k] = t;
      this.nameLength.push(name.length);
      this.textStart.push(this.textLength);
      this.textLength += t.length;
    }
    const text = texts.join('');
    this.textParts.push(text);
    const lower = text.toLowerCase();
    if (lower.length === text.length) {
      // The usual case: lower case keeps every length, so the search offsets follow the text's.
      const shift = this.searchLength - (this.textLength - text.length);
      for (let k = this.textStart.length - items.length; k < this.textStart.length; k++) this.searchStart.push(this.textStart.data[k] + shift);
      this.searchParts.push(lower);
      this.searchLength += lower.length;
    } else {
      // A letter whose lower case is longer (e.g. "İ"): lower each organization's text on its own.
      for (let k = 0; k < texts.length; k++) {
        const l = texts[k].toLowerCase();
        this.searchStart.push(this.searchLength);
        this.searchParts.push(l);
        this.searchLength += l.length;
      }
    }
  }

  /** The tree of every item added: O(n) (O(n log n) when the ids are sparse). Children missing from the list, or whose parent is another, are dropped. */
  finish(): PackedTree {
    const count = this.ids.length;
    const ids = this.ids.done();
    const parentIds = this.parentIds.done();
    this.childIdStart.push(this.childIds.length);
    const childIdStart = this.childIdStart.data;
    const childIds = this.childIds.data;
    const { minId, maxId } = this;

    let lookup: Int32Array;
    let lookupBase = -1;
    if (count > 0 && maxId - minId < 4 * count + 16) {
      lookupBase = minId;
      lookup = new Int32Array(maxId - minId + 1).fill(-1);
      for (let i = 0; i < count; i++) lookup[ids[i] - minId] = i;
    } else {
      lookup = new Int32Array(count);
      for (let i = 0; i < count; i++) lookup[i] = i;
      lookup.sort((a, b) => ids[a] - ids[b]);
    }
    const where = { count, ids, lookup, lookupBase };

    const childStart = new Int32Array(count + 1);
    const kids = new Int32Array(childIdStart[count]);
    let nKids = 0;
    const roots: number[] = [];
    for (let i = 0; i < count; i++) {
      childStart[i] = nKids;
      const id = ids[i];
      for (let k = childIdStart[i]; k < childIdStart[i + 1]; k++) {
        const j = positionOf(where, childIds[k]);
        if (j >= 0 && parentIds[j] === id) kids[nKids++] = j;
      }
      const p = parentIds[i];
      if (Number.isNaN(p) || positionOf(where, p) < 0) roots.push(i);
    }
    childStart[count] = nKids;
    const childPos = kids.slice(0, nKids);

    // Depth from the roots down, with a stack of positions (no recursion limit at depth or width).
    const depth = new Int32Array(count);
    const stack = new Int32Array(count + childPos.length);
    let top = 0;
    for (const r of roots) {
      depth[r] = 1;
      stack[top++] = r;
    }
    while (top > 0) {
      const i = stack[--top];
      for (let k = childStart[i]; k < childStart[i + 1]; k++) {
        const c = childPos[k];
        depth[c] = depth[i] + 1;
        stack[top++] = c;
      }
    }
    this.textStart.push(this.textLength);
    this.searchStart.push(this.searchLength);
    return {
      count,
      ids,
      parentIds,
      types: this.types.done(),
      flags: this.flags.done(),
      depth,
      childStart,
      childPos,
      rootPos: Int32Array.from(roots),
      lookup,
      lookupBase,
      text: this.textParts.join(''),
      textStart: this.textStart.done(),
      nameLength: this.nameLength.done(),
      search: this.searchParts.join(''),
      searchStart: this.searchStart.done(),
    };
  }
}
