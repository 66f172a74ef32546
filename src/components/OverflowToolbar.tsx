import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { Box, Button, Popover, Stack } from '@mui/material';
import { Children, isValidElement, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

const GAP = 8;
/** Rows the commands may take before the rest go into More. */
const ROWS = 2;

/** How many commands (in order) fit in ROWS rows of `room` px, the last row keeping room for More when some are left over. */
export function commandsThatFit(widths: readonly number[], room: number, more: number): number {
  const pack = (lastRowRoom: number) => {
    let row = 0;
    let used = 0;
    for (let i = 0; i < widths.length; i++) {
      const limit = row === ROWS - 1 ? lastRowRoom : room;
      const next = used === 0 ? widths[i] : used + GAP + widths[i];
      if (next <= limit) used = next;
      else if (row < ROWS - 1 && widths[i] <= (row + 1 === ROWS - 1 ? lastRowRoom : room)) {
        row += 1;
        used = widths[i];
      } else return i;
    }
    return widths.length;
  };
  const all = pack(room);
  return all === widths.length ? all : pack(room - more - GAP);
}

/**
 * A bar of commands that takes at most two rows: the commands that do not fit move, in order, into a
 * "More" list at its end (a German command bar wrapped to three rows and pushed the tabs below out of
 * reach). Each command's width is measured while it is in the row and remembered (again after a
 * change of language), so the row can give commands back when it widens.
 */
export function OverflowToolbar({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const items = Children.toArray(children).filter(isValidElement) as ReactElement[];
  const keys = items.map((c) => String(c.key));
  const row = useRef<HTMLDivElement>(null);
  const widths = useRef(new Map<string, number>());
  const moreWidth = useRef(96);
  const [fitting, setFitting] = useState(items.length);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const keysText = keys.join('|');

  // A new language or other commands: measure them all in the row again.
  useLayoutEffect(() => {
    widths.current.clear();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- every command must be back in the row, before paint, to be measured again
    setFitting(keys.length);
  }, [locale, keysText]); // eslint-disable-line react-hooks/exhaustive-deps

  useLayoutEffect(() => {
    const box = row.current;
    if (!box) return;
    const fit = () => {
      Array.from(box.children).forEach((el) => {
        const key = (el as HTMLElement).dataset.command;
        if (key) widths.current.set(key, (el as HTMLElement).offsetWidth);
        else moreWidth.current = (el as HTMLElement).offsetWidth || moreWidth.current;
      });
      const all = keys.map((k) => widths.current.get(k));
      if (all.some((w) => w === undefined)) return;
      const n = commandsThatFit(all as number[], box.clientWidth, moreWidth.current);
      setFitting((prev) => (prev === n ? prev : n));
    };
    fit();
    // jsdom (the component tests) has no ResizeObserver: there, every command stays in the row.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  });

  const hidden = items.slice(fitting);
  return (
    <Box sx={{ mb: 1 }}>
      <Box
        ref={row}
        role="toolbar"
        aria-label={label}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: `${GAP}px`, whiteSpace: 'nowrap', overflow: 'hidden' }}
      >
        {items.slice(0, fitting).map((c) => (
          <Box key={c.key} data-command={String(c.key)} sx={{ flexShrink: 0 }}>
            {c}
          </Box>
        ))}
        {hidden.length > 0 && (
          <Button
            sx={{ flexShrink: 0 }}
            startIcon={<MoreHorizIcon />}
            aria-haspopup="true"
            aria-expanded={!!anchor}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            {translate('app.more')}
          </Button>
        )}
      </Box>
      <Popover
        open={!!anchor && hidden.length > 0}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack role="group" aria-label={translate('app.more')} sx={{ p: 1, alignItems: 'flex-start' }} onClick={() => setAnchor(null)}>
          {hidden}
        </Stack>
      </Popover>
    </Box>
  );
}
