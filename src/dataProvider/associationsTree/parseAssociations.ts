import type { PackedTree } from './packedTree';
import { AssociationsStreamParser, InvalidAssociationsAnswer } from './streamParser';

export { InvalidAssociationsAnswer };

/**
 * A whole answer's bytes (or text) → the tree in columns, with the streamed parser fed once: decode,
 * JSON.parse, check each item (isAssociationItem, the schema's rule) and pack. Throws
 * InvalidAssociationsAnswer for anything but a valid list.
 */
export function parseAssociations(body: ArrayBuffer | string): PackedTree {
  const parser = new AssociationsStreamParser();
  parser.push(typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body));
  return parser.end();
}
