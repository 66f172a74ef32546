import { Box, Typography } from '@mui/material';
import type { HTMLAttributes, Key } from 'react';
import { userDisplayText } from '../domain/userDisplayText';

type Person = { firstName: string; lastName: string; email: string };

/**
 * An Autocomplete option for a person (doc 002 §2: "A user's display text is the full name, otherwise
 * the e-mail; the secondary text is the e-mail"): the boundary wizard's user picker and the Check
 * permissions panel pass it as `renderOption`.
 */
export function renderUserOption<T extends Person>({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, user: T) {
  return (
    <li key={key} {...props}>
      <Box>
        <Typography>{userDisplayText(user)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
      </Box>
    </li>
  );
}
