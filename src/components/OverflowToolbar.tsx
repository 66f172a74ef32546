import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { Box, Button, Popover, Stack } from '@mui/material';
import { Children, isValidElement, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

const GAP = 8;

/**
 * A row of commands that stays one row: the commands that do not fit move, in order, into a "More"
 * list at the row's end (a German command bar wrapped to three rows and pushed the tabs below out of
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
      const room = box.clientWidth;
      const total = (all as number[]).reduce((sum, w, i) => sum + w + (i ? GAP : 0), 0);
      let n = all.length;
      if (total > room) {
        let used = moreWidth.current;
        n = 0;
        while (n < all.length && used + GAP + (all[n] as number) <= room) used += GAP + (all[n++] as number);
      }
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
      <Box ref={row} role="toolbar" aria-label={label} sx={{ display: 'flex', gap: `${GAP}px`, whiteSpace: 'nowrap', overflow: 'hidden' }}>
        {items.slice(0, fitting).map((c) => (
          <Box key={c.key} data-command={String(c.key)} sx={{ flexShrink: 0 }}>{c}</Box>
        ))}
        {hidden.length > 0 && (
          <Button sx={{ flexShrink: 0 }} startIcon={<MoreHorizIcon />} aria-haspopup="true" aria-expanded={!!anchor} onClick={(e) => setAnchor(e.currentTarget)}>
            {translate('app.more')}
          </Button>
        )}
      </Box>
      <Popover open={!!anchor && hidden.length > 0} anchorEl={anchor} onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Stack role="group" aria-label={translate('app.more')} sx={{ p: 1, alignItems: 'flex-start' }} onClick={() => setAnchor(null)}>
          {hidden}
        </Stack>
      </Popover>
    </Box>
  );
}
