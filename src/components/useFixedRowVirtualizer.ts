import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';

export interface FixedRowVirtualizerOptions {
  count: number;
  /** Every row has this height (px): offsets are known without measuring. */
  rowHeight: number;
  overscan: number;
  /** The height to render for while the scroll box measures 0 (before layout, and in jsdom). */
  fallbackHeight?: number;
}

/**
 * @tanstack/react-virtual over a scroll box of rows of one height (the organization tree, the
 * internal user list, the group lists). Before layout, and always in jsdom, the box measures 0 and
 * the virtualizer would render no row at all: it is told the box is `fallbackHeight` high until a
 * real height arrives. `viewHeight()` is the box's height by the same rule.
 */
export function useFixedRowVirtualizer<E extends HTMLElement = HTMLDivElement>({
  count,
  rowHeight,
  overscan,
  fallbackHeight = 600,
}: FixedRowVirtualizerOptions) {
  const scrollRef = useRef<E>(null);
  const zeroSafeRect = useCallback(
    (instance: Virtualizer<E, Element>, cb: (rect: { width: number; height: number }) => void) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { ...rect, height: fallbackHeight })),
    [fallbackHeight],
  );
  const virtualizer = useVirtualizer<E, Element>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    observeElementRect: zeroSafeRect,
  });
  const viewHeight = () => virtualizer.scrollRect?.height || fallbackHeight;
  return { scrollRef, virtualizer, viewHeight };
}
