/** Where the virtual boundaries page is: which side panel the path names, and the organization of `?org=`. */
export type BoundaryPanel = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; containerId: number } | { kind: 'checkPermissions' };

/** The rest of /virtual-boundaries/…: '', 'add', '{containerId}/edit', 'check-permissions'; null for anything else. */
export function parseBoundaryPanel(rest: string): BoundaryPanel | null {
  const path = rest.replace(/\/$/, '');
  if (path === '') return { kind: 'none' };
  if (path === 'add') return { kind: 'add' };
  if (path === 'check-permissions') return { kind: 'checkPermissions' };
  const edit = /^(\d{1,10})\/edit$/.exec(path);
  return edit ? { kind: 'edit', containerId: Number(edit[1]) } : null;
}

/** `?org=` as an organization id (decimal, positive), else undefined. */
export function parseOrgParam(value: string | null): number | undefined {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

export const boundariesPath = (orgId: number, panel: BoundaryPanel = { kind: 'none' }) => {
  const rest =
    panel.kind === 'add'
      ? '/add'
      : panel.kind === 'edit'
        ? `/${panel.containerId}/edit`
        : panel.kind === 'checkPermissions'
          ? '/check-permissions'
          : '';
  return `/virtual-boundaries${rest}?org=${orgId}`;
};
