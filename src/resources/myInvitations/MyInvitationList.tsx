import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, useListContext, useLogin, useTranslate } from 'react-admin';
import { formatDate, listDateFormat, roleNames } from '../../domain/formats';
import type { Invite } from '../../domain/schemas/invite';
import { isPendingInvite } from '../../domain/status/people';
import { InvitationActions, type Answered } from './InvitationActions';
import { PageSection } from '../../components/PageSection';

const label = (column: string) => `invitations.columns.${column}`;

/**
 * My Invitations to Associate (/invitations): the pending invitations for the signed-in user, with
 * Accept and Decline. Roles come with the sign-in, so after an accept the page offers to sign in
 * again (the authority's session is still open: it returns at once with the new roles).
 */
export function MyInvitationList() {
  const translate = useTranslate();
  return (
    <ListBase sort={{ field: 'createdOnUtc', order: 'DESC' }} perPage={1000}>
      <PageSection titleId="my-invitations-title" title={translate('invitations.title')} description={translate('invitations.description')}>
        <MyInvitationBody />
      </PageSection>
    </ListBase>
  );
}

function MyInvitationBody() {
  const translate = useTranslate();
  const login = useLogin();
  const [answered, setAnswered] = useState<Answered | null>(null);
  const { data, error, isPending } = useListContext<Invite>();
  // The answered invitation stays, with its new status, until the page is left.
  const shown = (data ?? []).filter(function isShown(i) {
    return isPendingInvite(i.status) || i.inviteId === answered?.inviteId;
  });
  return (
    <>
      {answered?.answer === 'accept' && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => login({ returnTo: '/associations' }).catch(() => undefined)}>
              {translate('invitations.signInAgain')}
            </Button>
          }
        >
          {translate('invitations.accepted', { organization: answered.organizationName })}
        </Alert>
      )}
      {answered?.answer === 'decline' && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setAnswered(null)}>
          {translate('invitations.declined', { organization: answered.organizationName })}
        </Alert>
      )}
      {isPending && <LinearProgress aria-label={translate('invitations.loading')} />}
      {!error && !isPending && (
        <DataTable<Invite>
          data={shown}
          total={shown.length}
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography>{translate('invitations.empty')}</Typography>}
        >
          <DataTable.Col source="organizationName" label={label('organization')} />
          <DataTable.Col label={label('roles')} disableSort render={(i: Invite) => roleNames(i.roles)} />
          <DataTable.Col source="createdOnUtc" label={label('sent')} render={(i: Invite) => formatDate(i.createdOnUtc, listDateFormat)} />
          <DataTable.Col label={label('actions')} disableSort>
            <InvitationActions onAnswered={setAnswered} />
          </DataTable.Col>
        </DataTable>
      )}
    </>
  );
}

export default MyInvitationList;
