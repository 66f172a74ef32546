/**
 * Global search (doc 002 §2 "Search entity maps: organization opens /hierarchy,
 * internal user opens /internaluser"): a button in the app bar and Ctrl+K (⌘K on a Mac) open one
 * search over organizations and internal users (SearchDialog.tsx, loaded when first opened, so the
 * first screen does not carry it).
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useProfile } from '../../components/useProfile';
import { lazyPart } from '../../components/replacedBuild';

const SearchDialog = lazyPart(() => import('./SearchDialog'));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function GlobalSearch() {
  const translate = useTranslate();
  const { profile } = useProfile();
  const [open, setOpen] = useState(false);
  const mac = isMac();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!profile) return null;
  const shortcut = translate(mac ? 'search.shortcutMac' : 'search.shortcut');
  return (
    <>
      <Button
        color="inherit"
        startIcon={<SearchIcon />}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{ textTransform: 'none', mr: 1 }}
      >
        {translate('search.button')}
        <Box
          component="kbd"
          aria-hidden
          sx={{ ml: 1, px: 0.5, border: 1, borderRadius: 1, fontSize: '0.75rem', opacity: 0.8, display: { xs: 'none', sm: 'inline' } }}
        >
          {shortcut}
        </Box>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog profile={profile} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
