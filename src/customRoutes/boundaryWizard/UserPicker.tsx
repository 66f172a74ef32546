import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { searchUsers, userDisplayText, userSearchIndex } from '../../domain/boundaries/boundaryForm';
import type { OrganizationMember } from '../../domain/schemas/container';
import { renderUserOption } from '../../components/renderUserOption';
import { useDebouncedValue } from '../../components/useDebouncedValue';

/** Doc 002 §9: "user picker delay 300 ms". */
export const PICKER_DELAY_MS = 300;
/** Suggestions shown at once; the rest are counted ("type more to narrow"). */
export const PICKER_LIMIT = 50;

export interface UserPickerProps {
  organizationId: number;
  /** Users already in the boundary: never suggested. */
  excluded: ReadonlySet<string>;
  picked: OrganizationMember[];
  onPick: (users: OrganizationMember[]) => void;
}

/**
 * The users step's picker (doc 002 §2): searches the organization's users (GET …/organizations/{org}/users,
 * the users of the management product, docs/decisions.md) case-insensitively across name, e-mail and
 * id, 300 ms after the last keystroke; already-added users are left out; a failed fetch shows
 * "Failed to fetch user list", an empty search "No results". MUI Autocomplete, fed only the matches:
 * the search is one pass over a lower-cased index built once per organization.
 */
export function UserPicker({ organizationId, excluded, picked, onPick }: UserPickerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const candidates = useQuery({
    queryKey: ['boundaryCandidates', organizationId],
    queryFn: ({ signal }) => dataProvider.getBoundaryOrganizationUsers(organizationId, signal),
    meta: { errorKey: false },
    retry: false,
  });
  const index = useMemo(() => userSearchIndex(candidates.data ?? []), [candidates.data]);
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, PICKER_DELAY_MS);
  // Picked users leave the suggestions too, so the list refills with further matches.
  const hidden = useMemo(() => (picked.length ? new Set([...excluded, ...picked.map((u) => u.userId)]) : excluded), [excluded, picked]);
  const { matches, total } = useMemo(() => searchUsers(index, query, hidden, PICKER_LIMIT), [index, query, hidden]);
  const pending = input.trim() !== query.trim() || candidates.isPending;

  const noOptions = candidates.isError
    ? translate('boundaries.wizard.users.fetchError')
    : pending
      ? translate('boundaries.wizard.users.searching')
      : query.trim()
        ? translate('boundaries.wizard.users.noResults')
        : translate('boundaries.wizard.users.pickerHelp');
  return (
    <Box>
      <Autocomplete
        multiple
        disableCloseOnSelect
        autoHighlight
        filterSelectedOptions
        options={candidates.isError || pending ? picked : [...picked, ...matches]}
        value={picked}
        onChange={(_e, value) => onPick(value)}
        inputValue={input}
        // The search stays after a pick, so that several users of one search can be picked in a row.
        onInputChange={(_e, value, reason) => {
          if (reason !== 'reset' && reason !== 'selectOption') setInput(value);
        }}
        filterOptions={(options) => options}
        getOptionLabel={userDisplayText}
        getOptionKey={(u) => u.userId}
        isOptionEqualToValue={(a, b) => a.userId === b.userId}
        noOptionsText={noOptions}
        loading={pending && !candidates.isError}
        loadingText={translate('boundaries.wizard.users.searching')}
        renderOption={renderUserOption}
        renderInput={(params) => (
          <TextField {...params} label={translate('boundaries.wizard.users.picker')} helperText={translate('boundaries.wizard.users.pickerHelp')} />
        )}
      />
      {candidates.isError && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {translate('boundaries.wizard.users.fetchError')}
        </Typography>
      )}
      {!pending && matches.length < total && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('boundaries.wizard.users.more', { shown: matches.length, total })}
        </Typography>
      )}
    </Box>
  );
}
