import type { AssociationItem } from '../../../domain/schemas/association';
import { findRowIndex, treeKeyAction } from './treeKeyboard';
import { indexTree, visibleRows } from '../treeModel';

const item = (organizationId: number, organizationName: string, parentId: number | null, children: number[] = []): AssociationItem => ({
  organizationId,
  organizationName,
  parentId,
  organizationType: 5,
  parentCanView: true,
  parentCanManage: true,
  children,
});
const index = indexTree([item(1, 'Root', null, [2, 3]), item(2, 'Northwind', 1, [4]), item(4, 'Contoso', 2), item(3, 'Meridian', 1)]);
// Rows: 1 Root (open), 2 Northwind (closed), 3 Meridian
const rows = visibleRows(index, new Set([1]));
const act = (focus: number, key: string) => treeKeyAction(rows, focus, key, index);

describe('treeKeyAction', () => {
  it('moves down and up, staying inside the list', () => {
    expect(act(0, 'ArrowDown')).toEqual({ type: 'focus', index: 1 });
    expect(act(2, 'ArrowDown')).toEqual({ type: 'focus', index: 2 });
    expect(act(1, 'ArrowUp')).toEqual({ type: 'focus', index: 0 });
    expect(act(0, 'ArrowUp')).toEqual({ type: 'focus', index: 0 });
  });

  it('jumps to the first and last row with Home and End', () => {
    expect(act(1, 'Home')).toEqual({ type: 'focus', index: 0 });
    expect(act(0, 'End')).toEqual({ type: 'focus', index: 2 });
  });

  it('opens a closed branch with Right, and moves into an open one', () => {
    expect(act(1, 'ArrowRight')).toEqual({ type: 'expand', id: 2 });
    expect(act(0, 'ArrowRight')).toEqual({ type: 'focus', index: 1 });
    expect(act(2, 'ArrowRight')).toBeNull();
  });

  it('closes an open branch with Left, or moves to the parent', () => {
    expect(act(0, 'ArrowLeft')).toEqual({ type: 'collapse', id: 1 });
    expect(act(2, 'ArrowLeft')).toEqual({ type: 'focus', index: 0 });
  });

  it('selects with Enter and Space', () => {
    expect(act(1, 'Enter')).toEqual({ type: 'select', id: 2 });
    expect(act(2, ' ')).toEqual({ type: 'select', id: 3 });
  });

  it('moves to the next name starting with a typed character, wrapping round', () => {
    expect(act(0, 'm')).toEqual({ type: 'focus', index: 2 });
    expect(act(2, 'R')).toEqual({ type: 'focus', index: 0 });
    expect(act(0, 'x')).toBeNull();
  });

  it('ignores other keys and an empty tree', () => {
    expect(act(0, 'Tab')).toBeNull();
    expect(treeKeyAction([], 0, 'ArrowDown', index)).toBeNull();
  });

  it('finds a row by id', () => {
    expect(findRowIndex(rows, 3)).toBe(2);
    expect(findRowIndex(rows, 99)).toBe(-1);
  });
});
