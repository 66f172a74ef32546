import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, TextInput, useCreate, useTranslate } from 'react-admin';
import { FormDraft } from '../../components/drafts';
import { useWatch } from 'react-hook-form';
import { zodFormResolver } from '../../components/zodFormResolver';
import { addUserSchema, type AddUserValues } from '../../domain/validation/people';

const emptyUser: AddUserValues = { email: '', firstName: '', lastName: '' };
const resolver = zodFormResolver(addUserSchema);

/**
 * User management tab (doc 001 §4, §5, §7): add a user — a create of `organizationUsers` (identity
 * POST users, then the association), then the association list reloads. "User added successfully", or "Failed to add
 * user - <server message>" (orgAssociations.addUser.error when the server gave none).
 */
export function UserManagementTab({ orgId }: { orgId: number }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [formKey, setFormKey] = useState(0);
  const [added, setAdded] = useState(false);
  const [create, add] = useCreate('organizationUsers', undefined, { meta: { errorKey: 'users.error.addUser' } });
  const addUser = (v: AddUserValues) =>
    create(
      'organizationUsers',
      { data: { ...v, organizationId: orgId } },
      {
        onSuccess: () => {
          setAdded(true);
          setFormKey((k) => k + 1);
          return queryClient.invalidateQueries({ queryKey: ['organizationUsers', 'getManyReference'] });
        },
      },
    );
  return (
    <Box component="section" aria-labelledby={`add-user-heading-${orgId}`}>
      <Typography id={`add-user-heading-${orgId}`} component="h3" variant="subtitle1">
        {translate('orgAssociations.addUser.heading')}
      </Typography>
      {added && (
        <Alert severity="success" onClose={() => setAdded(false)} sx={{ my: 1 }}>
          {translate('users.success.userAdded')}
        </Alert>
      )}
      <Form
        key={formKey}
        defaultValues={emptyUser}
        resolver={resolver}
        onSubmit={(values: Record<string, unknown>) => {
          setAdded(false);
          addUser(values as unknown as AddUserValues);
        }}
      >
        <FormDraft id="addUser" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput source="email" isRequired type="email" autoComplete="off" label="orgAssociations.fields.email" />
          <TextInput source="firstName" isRequired autoComplete="off" label="orgAssociations.fields.firstName" />
          <TextInput source="lastName" isRequired autoComplete="off" label="orgAssociations.fields.lastName" />
        </Stack>
        <AddUserButton busy={add.isPending} />
      </Form>
    </Box>
  );
}

/** Disabled while any field is empty (doc 001 §5) or while the user is being added. */
function AddUserButton({ busy }: { busy: boolean }) {
  const translate = useTranslate();
  const [email, firstName, lastName] = useWatch({ name: ['email', 'firstName', 'lastName'] }) as string[];
  const incomplete = [email, firstName, lastName].some((v) => (v ?? '').trim() === '');
  return (
    <Button type="submit" variant="contained" startIcon={<PersonAddIcon />} disabled={incomplete || busy}>
      {busy ? translate('orgAssociations.addUser.adding') : translate('orgAssociations.addUser.submit')}
    </Button>
  );
}
