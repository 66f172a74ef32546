import { Alert, Box, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { ErrorBar } from '../../components/ErrorBar';
import { NotFound } from '../../components/NotFound';
import type { AppDataProvider } from '../../dataProvider';

/** The setup wizard's route until the wizard's build: its title, the organization, and a way back. */
export default function SetupReportingPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { orgId: orgParam } = useParams();
  const orgId = /^[1-9]\d{0,15}$/.test(orgParam ?? '') ? Number(orgParam) : undefined;
  const org = useQuery({ queryKey: ['setupReporting', 'organization', orgId], queryFn: () => dataProvider.getOrganization(orgId!), enabled: orgId !== undefined });
  if (orgId === undefined) return <NotFound />;
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Typography component="h1" variant="h5">
        {translate('setupWizard.panel.title', { product: 'Reporting' })}
      </Typography>
      <ErrorBar error={org.error} messageKey="organizations.error.failedToLoad" onRetry={() => org.refetch()} />
      {org.isPending && <LinearProgress aria-label={translate('app.loading')} />}
      {org.data && <Typography sx={{ my: 1 }}>{translate('subscriptions.setupRoute.organization', { orgName: org.data.name })}</Typography>}
      <Alert severity="info" sx={{ my: 2 }}>{translate('subscriptions.setupRoute.laterBuild')}</Alert>
      <MuiLink component={Link} to={`/hierarchy/${orgId}`}>{translate('subscriptions.setupRoute.back')}</MuiLink>
    </Box>
  );
}
