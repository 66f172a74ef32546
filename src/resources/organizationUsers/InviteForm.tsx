import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { CheckboxGroupInput, Form, TextInput, useCreate, useListContext, useTranslate } from 'react-admin';
import { zodFormResolver } from '../../components/zodFormResolver';
import { FormDraft } from '../../components/drafts';
import { useAvailableRoles } from '../../dataProvider/useAvailableRoles';
import { useGrantableRoles } from '../../components/associations/grantableRoles';
import type { Invite } from '../../domain/schemas/invite';
import { inviteSchema, type InviteValues } from '../../domain/validation/people';

export interface InviteFormProps {
  orgId: number;
  /** The TMS-restricted flag: the form shows but cannot send. */
  disabled: boolean;
  /** Addresses with a pending invite here: inviting them again is refused ("User already has a pending invite"). */
  pendingEmails: readonly string[];
}

const emptyInvite: InviteValues = { email: '', roles: [] };

/**
 * Invite by e-mail with at least one role (doc 001 §5, §7): a create of `invites` (identity
 * createinvite, then POST /api/v1.1/organizations/{org}/invites), after which the pending list around
 * it reloads. A failure keeps what was typed.
 */
export function InviteForm({ orgId, disabled, pendingEmails }: InviteFormProps) {
  const translate = useTranslate();
  const { refetch } = useListContext<Invite>();
  const { data: roles = [] } = useAvailableRoles();
  const [formKey, setFormKey] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resolver = useMemo(() => zodFormResolver(inviteSchema(pendingEmails)), [pendingEmails]);
  const [create, invite] = useCreate('invites', undefined, { meta: { errorKey: 'orgAssociations.invite.error' } });
  const send = (v: InviteValues) =>
    create(
      'invites',
      { data: { organizationId: orgId, email: v.email, roles: v.roles } },
      {
        onSuccess: () => {
          setSentTo(v.email.trim());
          setFormKey((k) => k + 1);
          void refetch();
        },
      },
    );
  // Only the roles this user may grant (canAccess on `roles.<code>`): the sandbox refuses the others with 403.
  const choices = useGrantableRoles(roles.filter((r) => r.isVisible)).map((r) => ({ id: r.roleId, name: r.displayName }));
  return (
    <Box component="section" aria-labelledby={`invite-heading-${orgId}`}>
      <Typography id={`invite-heading-${orgId}`} component="h3" variant="subtitle1">
        {translate('orgAssociations.invite.heading')}
      </Typography>
      {sentTo && (
        <Alert severity="success" onClose={() => setSentTo(null)} sx={{ my: 1 }}>
          {translate('orgAssociations.invite.sent', { email: sentTo })}
        </Alert>
      )}
      <Form
        key={formKey}
        defaultValues={emptyInvite}
        resolver={resolver}
        onSubmit={(values: Record<string, unknown>) => {
          setSentTo(null);
          send(values as unknown as InviteValues);
        }}
        disabled={disabled}
      >
        <FormDraft id={`invite-${orgId}`} />
        <TextInput source="email" isRequired type="email" autoComplete="off" label="orgAssociations.fields.email" disabled={disabled} />
        <CheckboxGroupInput source="roles" isRequired label="orgAssociations.fields.roles" choices={choices} disabled={disabled} />
        <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={disabled || invite.isPending}>
          {invite.isPending ? translate('orgAssociations.invite.sending') : translate('orgAssociations.invite.submit')}
        </Button>
      </Form>
    </Box>
  );
}
