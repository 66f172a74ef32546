/**
 * `sx` for text that screen readers read and the screen does not show (a date's full form, the
 * count of new alerts). Sizes as text: MUI reads a number up to 1 as a fraction (width 1 is 100 %,
 * which stretched the page sideways).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
