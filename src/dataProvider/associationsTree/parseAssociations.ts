import type { AssociationItem } from '../../domain/schemas/association';
import { isAssociationItem } from '../../domain/schemas/associationGuard';
import { packTree, type PackedTree } from './packedTree';

/** The answer is not a list of associations (the http client's "invalidResponse"). */
export class InvalidAssociationsAnswer extends Error {
  constructor() {
    super('invalid associations answer');
    this.name = 'InvalidAssociationsAnswer';
  }
}

/**
 * The bytes of GET …/associations → the tree in columns: decode, JSON.parse, check each item
 * (isAssociationItem, the schema's rule) and pack. Runs in the parser worker, or on the page where
 * there is no Worker (jsdom). Throws InvalidAssociationsAnswer for anything but a valid list.
 */
export function parseAssociations(body: ArrayBuffer | string): PackedTree {
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new InvalidAssociationsAnswer();
  }
  if (!Array.isArray(data)) throw new InvalidAssociationsAnswer();
  for (const item of data) if (!isAssociationItem(item)) throw new InvalidAssociationsAnswer();
  return packTree(data as AssociationItem[]);
}
