import AddIcon from '@mui/icons-material/Add';
import { Button, Card, LinearProgress, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { useKeptOpen, type KeptOpenValue } from '../../components/drafts';
import { shownByScreen } from '../../components/errorBar';
import { NoPermission } from '../../components/NoPermission';
import { useProfile } from '../../components/useProfile';
import { isForbidden } from '../../dataProvider';
import type { ServiceAccount } from '../../domain/schemas/serviceAccount';
import { ServiceAccountDialog } from './ServiceAccountDialog';
import { ServiceAccountTable } from './ServiceAccountTable';
import { PageSection } from '../../components/PageSection';

/**
 * Service accounts of the signed-in user's organization (doc 001 §2.6, §4): loading, then the
 * list; add and edit in a dialog; delete after a confirmation. Failures show in the error bar.
 */
/** A refusal (403) shows as the no-permission message, not in the error bar too. */
const shownHere = shownByScreen(403);

export function ServiceAccountList() {
  const translate = useTranslate();
  return (
    <ListBase sort={{ field: 'identifier', order: 'ASC' }} perPage={1000} queryOptions={shownHere}>
      <PageSection titleId="service-accounts-title" title={translate('serviceAccounts.title')}>
        <ServiceAccountListBody />
      </PageSection>
    </ListBase>
  );
}

function ServiceAccountListBody() {
  const translate = useTranslate();
  const { profile } = useProfile();
  const { data, error, isPending, isFetching } = useListContext<ServiceAccount>();
  // 'new' or the id of the account being edited; kept with the dialog's draft when the session ends.
  const [editing, setEditing] = useKeptOpen('serviceAccount', isAccountDialog);
  const account = editing === null || editing === 'new' ? null : data?.find((a) => a.id === editing);
  if (isForbidden(error)) return <NoPermission heading="h2" />;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('serviceAccounts.description', { organization: profile?.organizationName ?? '' })}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mb: 2 }}>
        {translate('serviceAccounts.add')}
      </Button>
      {!error && (
        <Card>
          {(isPending || isFetching) && <LinearProgress aria-label={translate('serviceAccounts.loading')} />}
          <ServiceAccountTable onEdit={(a) => setEditing(a.id)} />
        </Card>
      )}
      {(editing === 'new' || account) && <ServiceAccountDialog account={account ?? null} onClose={() => setEditing(null)} />}
    </>
  );
}

const isAccountDialog = (value: KeptOpenValue): value is 'new' | number => value === 'new' || typeof value === 'number';

export default ServiceAccountList;
