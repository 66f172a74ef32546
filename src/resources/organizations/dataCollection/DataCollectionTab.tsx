import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { isForbidden } from '../../../dataProvider/ApiError';
import { useTranslate } from 'react-admin';
import { isProvisioningStatusSkipped, RADAR_PROVISIONING_DISABLED_KEY } from '../../../authProvider/accessNames';
import { useAccess } from '../../../components/useAccess';
import { dataCollectionView, signUpStatusLabelKey, type SignUpStatus } from '../../../domain/status/provisioning';
import type { OrganizationDetail } from '../useOrganizationDetail';
import { useSignupStatus } from './dataCollectionQueries';
import { DemoDataSection, useDemoStatus } from './DemoDataSection';
import { GlobalReaderSection } from './GlobalReaderSection';
import { JobPanel } from '../../../components/dataCollection/JobPanel';
import { ProvisionedView } from './ProvisionedView';
import { ProvisionForm } from '../../../components/dataCollection/ProvisionForm';
import { useHomeAfterProvisioning } from './useHomeAfterProvisioning';

/**
 * Doc 000 §2 "Data Collection" tab, §4 "Data collection", §6 "Data collection management" and
 * "Provisioning visibility": the sign-up status decides the view.
 */
export function DataCollectionTab({ detail }: { detail: OrganizationDetail }) {
  const translate = useTranslate();
  const { can } = useAccess();
  const org = detail.organization.data!;
  // canAccess's record: the organization as read, with its path (its access).
  const record = { ...detail.record, organizationType: org.organizationType };
  const ask = (question: { resource: string; action: string }) => can({ ...question, record });
  const hiddenKey = ask({ resource: 'organizations.dataCollection.provisioning', action: 'show' }) ? undefined : RADAR_PROVISIONING_DISABLED_KEY;
  // A refusal of the status (403) is doc 000 §8's 'Tenant connected: current user does not have access', shown here.
  const status = useSignupStatus(org.id, !hiddenKey, undefined, isForbidden);
  const showDemo = ask({ resource: 'organizations.dataCollection.demoData', action: 'show' });
  // The demo status is read for the demo section and for the hold toggle, which it disables (doc 000 §4)
  // for everyone who sees the toggle, that is wherever the provisioned view shows.
  const provisioned = !!status.data && dataCollectionView(status.data.status) === 'provisioned';
  const demo = useDemoStatus(org.id, !hiddenKey && (showDemo || provisioned));
  useHomeAfterProvisioning(org.id, status.data);
  if (hiddenKey) return <Alert severity="info">{translate(hiddenKey)}</Alert>;
  if (isProvisioningStatusSkipped(org.id)) return <Alert severity="info">{translate('dataCollection.statusNotRead')}</Alert>;
  // A failure shows in the layout's error bar, with Retry (the query's meta).
  if (status.error && isForbidden(status.error)) {
    return <Alert severity="warning">{translate(org.azureAdTenantId ? 'dataCollection.noAccess' : 'dataCollection.noTenant')}</Alert>;
  }
  if (status.error) return null;
  if (status.isPending) return <LinearProgress aria-label={translate('app.loading')} />;
  const s = status.data;
  const manage = ask({ resource: 'organizations.dataCollection', action: 'edit' });
  const view = dataCollectionView(s.status);
  return (
    <Box component="section" aria-labelledby={`dc-heading-${org.id}`} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={`dc-heading-${org.id}`} component="h3" variant="subtitle1">
        {translate('dataCollection.heading')}
      </Typography>
      <Typography>{translate('dataCollection.signUpStatus', { status: translate(signUpStatusLabelKey[s.status as SignUpStatus]) })}</Typography>
      {view === 'disabled' && <Alert severity="info">{translate('dataCollection.disabled')}</Alert>}
      {view === 'provisioned' && (
        <ProvisionedView
          orgId={org.id}
          orgName={org.name}
          status={s}
          canManage={manage}
          canDeprovision={ask({ resource: 'organizations.dataCollection', action: 'delete' })}
          demoStatus={demo.data?.status}
        />
      )}
      {view === 'provisioned' && org.azureAdTenantId && <GlobalReaderSection key={`reader-${org.id}`} orgId={org.id} />}
      {view === 'provisioned' && s.region && <JobPanel key={`jobs-${org.id}`} orgId={org.id} region={s.region} />}
      {view === 'provisioned' && showDemo && <DemoDataSection key={`demo-${org.id}`} orgId={org.id} />}
      {view === 'provisionForm' && <ProvisionForm orgId={org.id} status={s} tenantConnected={!!org.azureAdTenantId} canManage={manage} />}
    </Box>
  );
}
