/**
 * The global search's dialog: one combobox over organizations and internal users.
 * MUI's Autocomplete gives the combobox and listbox (ARIA, arrows, Enter, Escape); react-admin has
 * no such search. The list shows inside the dialog (an inline popper), so nothing escapes the
 * dialog's focus; options are grouped (role group in the listbox). An organization opens
 * /hierarchy/{id}, a user /internaluser/{id}.
 */
import { Autocomplete, Box, Dialog, DialogContent, DialogTitle, ListSubheader, TextField, Typography, type PopperProps } from '@mui/material';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { hierarchyPath } from '../../components/hierarchy/hierarchyPath';
import { ErrorBarHost } from '../../components/errorBar';
import type { Profile } from '../../domain/profile';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, useSearchResults, type SearchOption } from './useSearchResults';

/** The moment the search starts, for `npm run bench` (bench/search.ts). */
const markSearchStart = () => performance.mark?.('search:query');

export default function SearchDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS, markSearchStart);
  const { options, loading } = useSearchResults(profile, query);
  const pending = text.trim() !== query.trim();
  const go = (option: SearchOption) => {
    onClose();
    navigate(option.kind === 'organization' ? hierarchyPath({ orgId: Number(option.id) }) : `/internaluser/${encodeURIComponent(option.id)}`);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="global-search-title"
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: '10vh' } } }}
    >
      <DialogTitle id="global-search-title">{translate('search.title')}</DialogTitle>
      <DialogContent sx={{ minHeight: 360 }}>
        {/* A failed user search shows here, not behind the modal (doc 001 §8). */}
        <ErrorBarHost />
        <Autocomplete
          open={text.trim() !== ''}
          onClose={(_, reason) => reason === 'escape' && onClose()}
          options={options}
          filterOptions={(x) => x}
          groupBy={(o) => translate(o.kind === 'organization' ? 'search.organizations' : 'search.users')}
          getOptionLabel={(o) => o.label}
          getOptionKey={(o) => `${o.kind}:${o.id}`}
          isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
          value={null}
          inputValue={text}
          onInputChange={(_, value, reason) => reason === 'input' && setText(value)}
          onChange={(_, option) => option && go(option)}
          autoHighlight
          loading={loading || pending}
          loadingText={translate('search.searching')}
          noOptionsText={translate('search.noResults')}
          slots={{ popper: InlinePopper }}
          slotProps={{ listbox: { 'data-query': query.trim(), 'aria-label': translate('search.results') } as HTMLAttributes<HTMLUListElement> }}
          renderGroup={({ key, group, children }) => (
            // A labelled group of options (role group inside the listbox), not a list inside a list.
            <li key={key} role="presentation">
              <ListSubheader component="div" id={`global-search-group-${key}`} sx={{ lineHeight: 2.5 }}>
                {group}
              </ListSubheader>
              <Box component="ul" role="group" aria-labelledby={`global-search-group-${key}`} sx={{ p: 0 }}>
                {children}
              </Box>
            </li>
          )}
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              <Typography component="span" sx={{ display: 'block' }}>
                {option.label}
              </Typography>
              {option.detail && (
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                  {option.detail}
                </Typography>
              )}
            </Box>
          )}
          renderInput={(params) => (
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the search box of the dialog Ctrl+K just opened; focus moves into it (WAI-ARIA dialog pattern)
            <TextField {...params} autoFocus label={translate('search.label')} helperText={translate('search.help')} />
          )}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The Autocomplete's list below the field, in the dialog's flow (MUI's "custom popper" pattern). */
function InlinePopper({ open, children, className, role }: PopperProps) {
  if (!open) return null;
  return (
    <Box className={className} role={role} sx={{ position: 'relative', mt: 1 }}>
      {typeof children === 'function' ? null : (children as ReactNode)}
    </Box>
  );
}
