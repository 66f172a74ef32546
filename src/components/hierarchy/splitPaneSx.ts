import type { SxProps, Theme } from '@mui/material';

/**
 * The tree-and-detail split of the hierarchy page: side by side from the `sm` breakpoint (600 px),
 * stacked on a phone (the tree over the detail, each the full width), where a side-by-side detail
 * pane was left about 80 px wide.
 */
export const splitSx: SxProps<Theme> = { display: 'flex', gap: 2, alignItems: 'stretch', flexDirection: { xs: 'column', sm: 'row' } };

/** The tree's pane; `open` false is the narrow strip with only the show-tree button. */
export const treePaneSx = (open: boolean): SxProps<Theme> => ({
  width: { xs: '100%', sm: open ? 260 : 48, md: open ? 340 : 48 },
  flexShrink: 0,
  height: { xs: open ? 360 : 'auto', sm: '76vh' },
  display: 'flex',
  flexDirection: 'column',
});

/** The detail's pane: the rest of the row, or on a phone the full width below the tree, as tall as its content. */
export const detailPaneSx = {
  flex: { xs: 'none', sm: '1 1 0' },
  width: { xs: 'auto', sm: 0 },
  minWidth: 0,
  height: { xs: 'auto', sm: '76vh' },
} as const;
