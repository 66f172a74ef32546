import { Box, Button } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { boundaryUserOf, type BoundaryFormValues } from '../../domain/boundaries/boundaryForm';
import type { OrganizationMember } from '../../domain/schemas/container';
import { BoundaryUsersTable } from './BoundaryUsersTable';
import { UserPicker } from './UserPicker';

export interface StepProps {
  values: BoundaryFormValues;
  change: (change: (values: BoundaryFormValues) => BoundaryFormValues) => void;
}

/**
 * Step 2, users (doc 002 §2): "Add users" (disabled until users are picked in the picker) and "Remove
 * users" (disabled until rows are selected); each user has an anonymous yes/no flag.
 */
export function UsersStep({ values, change, organizationId }: StepProps & { organizationId: number }) {
  const translate = useTranslate();
  const [picked, setPicked] = useState<OrganizationMember[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const added = useMemo(() => new Set(values.users.map((u) => u.userId)), [values.users]);

  const add = () => {
    const fresh = picked.filter((u) => !added.has(u.userId)).map(boundaryUserOf);
    change((v) => ({ ...v, users: [...v.users, ...fresh] }));
    setPicked([]);
  };
  const remove = () => {
    change((v) => ({ ...v, users: v.users.filter((u) => !selected.has(u.userId)) }));
    setSelected(new Set());
  };
  const select = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  const setAnonymous = (userId: string, anonymous: boolean) =>
    change((v) => ({ ...v, users: v.users.map((u) => (u.userId === userId ? { ...u, anonymous } : u)) }));

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
      <BoundaryUsersTable users={values.users} selected={selected} onSelect={select} onAnonymous={setAnonymous} />
    </Box>
  );
}
