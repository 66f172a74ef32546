import { boundariesPath, parseBoundaryPanel, parseOrgParam } from './boundariesPath';

describe('virtual boundaries addresses', () => {
  it('reads the side panel of the path and refuses anything else', () => {
    expect(parseBoundaryPanel('')).toEqual({ kind: 'none' });
    expect(parseBoundaryPanel('add')).toEqual({ kind: 'add' });
    expect(parseBoundaryPanel('42/edit/')).toEqual({ kind: 'edit', containerId: 42 });
    expect(parseBoundaryPanel('check-permissions')).toEqual({ kind: 'checkPermissions' });
    for (const bad of ['x', '42', '-1/edit', '1e3/edit', 'add/more']) expect(parseBoundaryPanel(bad)).toBeNull();
  });

  it('reads ?org= as a decimal id and writes each panel’s address with it', () => {
    expect(parseOrgParam('17')).toBe(17);
    for (const bad of [null, '', '0', '-3', '0x11', '1.5', 'abc']) expect(parseOrgParam(bad)).toBeUndefined();
    expect(boundariesPath(5)).toBe('/virtual-boundaries?org=5');
    expect(boundariesPath(5, { kind: 'add' })).toBe('/virtual-boundaries/add?org=5');
    expect(boundariesPath(5, { kind: 'edit', containerId: 9 })).toBe('/virtual-boundaries/9/edit?org=5');
    expect(boundariesPath(5, { kind: 'checkPermissions' })).toBe('/virtual-boundaries/check-permissions?org=5');
  });
});
