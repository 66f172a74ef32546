import { useEffect, useRef, useState } from 'react';

/**
 * `value`, once it has stayed the same for `delayMs` (the tree's search, the global search, the
 * boundary user picker, the tenant status reload). Compare by identity: pass a string (for example
 * JSON) when equal selections must count as the same. `onSettle` runs just before the settled value
 * is taken, for a performance mark.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, onSettle?: (value: T) => void): T {
  const [settled, setSettled] = useState(value);
  const settle = useRef(onSettle);
  useEffect(() => {
    settle.current = onSettle;
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      settle.current?.(value);
      setSettled(value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
