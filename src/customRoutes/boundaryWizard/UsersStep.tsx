import { Box, Button } from '@mui/material';
import { useMemo, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { boundaryUserOf, type BoundaryUserEntry } from '../../domain/boundaries/boundaryForm';
import type { OrganizationMember } from '../../domain/schemas/container';
import { BoundaryUsersTable } from './BoundaryUsersTable';
import { UserPicker } from './UserPicker';

/**
 * Step 2, users (doc 002 §2): "Add users" (disabled until users are picked in the picker) and "Remove
 * users" (disabled until rows are selected); each user has an anonymous yes/no flag. The boundary's
 * users are one input of the wizard's form; the users picked and the rows selected are not values.
 */
export function UsersStep({ organizationId }: { organizationId: number }) {
  const translate = useTranslate();
  const { field } = useInput<BoundaryUserEntry[]>({ source: 'users' });
  const users = field.value as BoundaryUserEntry[];
  const [picked, setPicked] = useState<OrganizationMember[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const added = useMemo(() => new Set(users.map((u) => u.userId)), [users]);

  const add = () => {
    const fresh = picked.filter((u) => !added.has(u.userId)).map(boundaryUserOf);
    field.onChange([...users, ...fresh]);
    setPicked([]);
  };
  const remove = () => {
    field.onChange(users.filter((u) => !selected.has(u.userId)));
    setSelected(new Set());
  };
  const select = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  const setAnonymous = (userId: string, anonymous: boolean) => field.onChange(users.map((u) => (u.userId === userId ? { ...u, anonymous } : u)));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <UserPicker organizationId={organizationId} excluded={added} picked={picked} onPick={setPicked} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" disabled={picked.length === 0} onClick={add}>
          {translate('boundaries.wizard.users.add')}
        </Button>
        <Button variant="outlined" color="error" disabled={selected.size === 0} onClick={remove}>
          {translate('boundaries.wizard.users.remove')}
        </Button>
      </Box>
      <BoundaryUsersTable users={users} selected={selected} onSelect={select} onAnonymous={setAnonymous} />
    </Box>
  );
}
