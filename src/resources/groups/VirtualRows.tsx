import { Box } from '@mui/material';
import { type ReactNode } from 'react';
import { useFixedRowVirtualizer } from '../../components/useFixedRowVirtualizer';

export interface VirtualRowsProps {
  count: number;
  rowHeight: number;
  /** The accessible name of the list. */
  label: string;
  /** CSS height of the scroll box, e.g. '60vh'. */
  height: string;
  renderRow: (index: number) => ReactNode;
  /** A stable key per row. */
  rowKey: (index: number) => string | number;
}

/**
 * A list whose rows are rendered only while in view (for speed: 1,000 groups and a group of
 * 10,000 organizations scroll without long tasks). Our own because react-admin's lists render every
 * row; @tanstack/react-virtual is what the hierarchy tree uses. Rows have one fixed height.
 */
export function VirtualRows({ count, rowHeight, label, height, renderRow, rowKey }: VirtualRowsProps) {
  const { scrollRef, virtualizer } = useFixedRowVirtualizer({ count, rowHeight, overscan: 8 });
  return (
    <Box ref={scrollRef} sx={{ height, overflow: 'auto', position: 'relative' }}>
      <div role="list" aria-label={label} style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((v) => (
          <div
            key={rowKey(v.index)}
            role="listitem"
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: rowHeight, transform: `translateY(${v.start}px)` }}
          >
            {renderRow(v.index)}
          </div>
        ))}
      </div>
    </Box>
  );
}
