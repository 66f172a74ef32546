/** Doc 000 §9: "table column widths 70 to 200". */
export const COLUMN_MIN_WIDTH = 70;
export const COLUMN_MAX_WIDTH = 200;

/**
 * A DataTable's `sx` that keeps every column between the two widths (the job, tenant and boundary
 * tables). A browser ignores a cell's max-width in a table stretched to its container (MUI's tables
 * are `width: 100%`): the table takes the width of its columns instead, and a longer text wraps
 * inside its column between words (`break-word`, unlike `anywhere`, leaves a short word whole when
 * the table is narrow; only a word longer than the column breaks).
 */
export const boundedColumnsSx = {
  '& .RaDataTable-table': { width: 'auto' },
  '& th, & td': { minWidth: COLUMN_MIN_WIDTH, maxWidth: COLUMN_MAX_WIDTH, overflowWrap: 'break-word' },
} as const;
