import { useMediaQuery } from '@mui/material';
import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';

/** Below this width the side menu shows its icons only, leaving the page the room of a 1024 px laptop. */
export const MENU_ICONS_BELOW = 1280;

/**
 * Folds the side menu to its icons when the window is narrower than 1280 px, and opens it again when
 * the window widens; in between, the menu button still opens and closes it. (On a phone react-admin
 * shows the menu as a drawer over the page, closed until asked for.)
 */
export function MenuFitsWidth() {
  const narrow = useMediaQuery(`(max-width:${MENU_ICONS_BELOW - 0.05}px)`, { noSsr: true });
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    setOpen(!narrow);
    // Only a change of width decides; the user's own toggling in between is kept.
  }, [narrow]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
