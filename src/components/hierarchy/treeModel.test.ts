import type { AssociationItem } from '../../domain/schemas/association';
import { accessPath, createTreeSelectors, expandAll, expandedForSelection, filterTree, indexTree, memoLast, pathTo, visibleRows } from './treeModel';
import { packTree } from '../../dataProvider/associationsTree/packedTree';
import { associationItem } from '../../../tests/setup/associationItem';

const item = associationItem;

/** root(1) → Northwind(2) → [Contoso(4), Coho(5)]; root → Meridian(3) → Cronus(6) → Cronus Retail(7). */
const items = [
  item(1, 'Quadrant Root', null, [2, 3]),
  item(2, 'Northwind', 1, [4, 5]),
  item(4, 'Contoso Pharma', 2, [], ['ann@contoso.test']),
  item(5, 'Coho Winery', 2),
  item(3, 'Meridian', 1, [6]),
  item(6, 'Cronus', 3, [7]),
  item(7, 'Cronus Retail', 6),
];
const index = indexTree(items);
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('indexTree', () => {
  it('indexes children, depth and roots once', () => {
    expect(index.roots).toEqual([1]);
    expect(index.size).toBe(7);
    expect(index.byId.get(2)!.children).toEqual([4, 5]);
    expect(index.byId.get(7)!.depth).toBe(4);
  });

  it('drops children that are not in the list, and makes an orphan a root', () => {
    const partial = indexTree([item(2, 'Northwind', 1, [4, 99]), item(4, 'Contoso', 2)]);
    expect(partial.roots).toEqual([2]);
    expect(partial.byId.get(2)!.children).toEqual([4]);
  });
});

describe('pathTo and expandedForSelection', () => {
  it('gives the ids from the root down to the organization', () => {
    expect(pathTo(index, 7)).toEqual([1, 3, 6, 7]);
    expect(pathTo(index, 999)).toEqual([]);
    expect(pathTo(index, undefined)).toEqual([]);
  });

  it('opens the path to the selection and closes every other branch', () => {
    const open = expandedForSelection(index, 6);
    expect([...open]).toEqual([1, 3, 6]);
    expect(ids(visibleRows(index, open))).toEqual([1, 2, 3, 6, 7]);
  });
});

describe('visibleRows', () => {
  it('shows only the root while everything is closed', () => {
    expect(visibleRows(index, new Set())).toEqual([{ id: 1, level: 1, hasChildren: true, expanded: false, posInSet: 1, setSize: 1, match: false }]);
  });

  it('flattens the open branches depth first with level, position and set size', () => {
    const rows = visibleRows(index, new Set([1, 2]));
    expect(ids(rows)).toEqual([1, 2, 4, 5, 3]);
    expect(rows.map((r) => [r.level, r.posInSet, r.setSize])).toEqual([
      [1, 1, 1],
      [2, 1, 2],
      [3, 1, 2],
      [3, 2, 2],
      [2, 2, 2],
    ]);
    expect(rows.find((r) => r.id === 3)).toMatchObject({ hasChildren: true, expanded: false });
  });

  it('shows everything when every branch is open', () => {
    expect(ids(visibleRows(index, expandAll(index)))).toEqual([1, 2, 4, 5, 3, 6, 7]);
  });
});

describe('filterTree', () => {
  it('returns null for an empty or blank query', () => {
    expect(filterTree(index, '')).toBeNull();
    expect(filterTree(index, '   ')).toBeNull();
  });

  it('keeps each match and the path to it, case-insensitively', () => {
    const f = filterTree(index, ' CRONUS ')!;
    expect([...f.matches].sort()).toEqual([6, 7]);
    expect([...f.keep].sort()).toEqual([1, 3, 6, 7]);
    expect([...f.ancestors].sort()).toEqual([1, 3, 6]);
    const rows = visibleRows(index, f.ancestors, f);
    expect(ids(rows)).toEqual([1, 3, 6, 7]);
    expect(rows.filter((r) => r.match).map((r) => r.id)).toEqual([6, 7]);
    expect(rows[1]).toMatchObject({ posInSet: 1, setSize: 1 });
  });

  it('hides the siblings that do not match', () => {
    const f = filterTree(index, 'coho')!;
    expect(ids(visibleRows(index, f.ancestors, f))).toEqual([1, 2, 5]);
  });

  it('matches the e-mail of a user of the organization when the list carries users', () => {
    const f = filterTree(index, 'ann@contoso')!;
    expect([...f.matches]).toEqual([4]);
  });

  it('finds nothing for a query nothing contains', () => {
    const f = filterTree(index, 'zzz')!;
    expect(f.keep.size).toBe(0);
    expect(visibleRows(index, f.ancestors, f)).toEqual([]);
  });
});

describe('memoisation', () => {
  it('recomputes only when an input changes', () => {
    const fn = vi.fn((a: number, b: number) => ({ sum: a + b }));
    const memo = memoLast(fn);
    const first = memo(1, 2);
    expect(memo(1, 2)).toBe(first);
    expect(memo(2, 2)).not.toBe(first);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('gives the same rows for the same index, branches and filter', () => {
    const s = createTreeSelectors();
    const packed = packTree(items);
    const idx = s.index(packed);
    const open = new Set([1]);
    expect(s.index(packed)).toBe(idx);
    expect(s.rows(idx, open, null)).toBe(s.rows(idx, open, null));
  });
});

describe('at 100,000 organizations', () => {
  /** A generated tree: 10 distributors × 100 partners × 99 tenants, plus the root. */
  function bigList(): AssociationItem[] {
    const out: AssociationItem[] = [item(1, 'Root', null, [])];
    let next = 2;
    for (let d = 0; d < 10; d++) {
      const dist = item(next++, `Distributor ${d}`, 1, []);
      out[0].children.push(dist.organizationId);
      out.push(dist);
      for (let p = 0; p < 100; p++) {
        const partner = item(next++, `Partner ${d}-${p}`, dist.organizationId, []);
        dist.children.push(partner.organizationId);
        out.push(partner);
        for (let t = 0; t < 99; t++) {
          const tenant = item(next++, `Tenant ${d}-${p}-${t}`, partner.organizationId);
          partner.children.push(tenant.organizationId);
          out.push(tenant);
        }
      }
    }
    return out;
  }

  it('indexes, filters and flattens 100,000 organizations, showing only matches, their paths and the open branches', () => {
    const list = bigList();
    expect(list.length).toBe(100_011);
    const big = indexTree(list);
    const f = filterTree(big, 'tenant 7-42-1')!;
    const rows = visibleRows(big, f.ancestors, f);
    const deep = list[list.length - 1].organizationId;
    const selected = visibleRows(big, expandedForSelection(big, deep));
    expect(rows.filter((r) => r.match).length).toBe(11); // -1 and -10 … -19
    expect(selected.length).toBe(1 + 10 + 100 + 99);
    // Speed is measured by the benchmark (npm run bench, docs/performance.md), not asserted here.
  });
});

describe('accessPath', () => {
  it('gives the links from the top down with their flags, for organizationAccess', () => {
    expect(accessPath(index, 4)).toEqual([
      { id: 1, parentId: null, organizationType: 1, parentCanView: true, parentCanManage: true },
      { id: 2, parentId: 1, organizationType: 5, parentCanView: true, parentCanManage: true },
      { id: 4, parentId: 2, organizationType: 5, parentCanView: true, parentCanManage: true },
    ]);
    expect(accessPath(index, 999)).toEqual([]);
  });
});
