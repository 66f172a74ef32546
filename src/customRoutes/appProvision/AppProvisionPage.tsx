import { Box, CircularProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Loading, Title, useDataProvider, useTranslate } from 'react-admin';
import { useProfile } from '../../components/useProfile';
import { errorDetail, type AppDataProvider } from '../../dataProvider';
import { invalidateHierarchy } from '../../resources/organizations/hierarchyQueries';
import { hierarchyPath } from '../../components/hierarchy/hierarchyPath';
import { readConnectCallback, type TenantConnectionOutcome } from '../../domain/tenantConnection';

/**
 * /appProvision, the return point of the directory's admin consent (doc 001 §4, §7; doc 002 §4):
 * "Connecting tenant" while the consented tenant is connected to the organization in `state` (and
 * given the organization's whitelabel when it carries the wrong one), then the organization's page
 * with the outcome. The query values leave the address bar at once.
 */
export function AppProvisionPage() {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { profile } = useProfile();
  const started = useRef(false);

  // Reads the address and connects once; only the profile's arrival starts it.
  const connect = useEffectEvent((organizationId: number) => {
    const { orgId, tenantId, error, errorDescription } = readConnectCallback(location.search, organizationId);
    if (location.search) navigate(location.pathname, { replace: true });
    if (orgId === undefined) return;
    const land = (tenantConnection: TenantConnectionOutcome) => navigate(hierarchyPath({ orgId }), { replace: true, state: { tenantConnection } });
    if (error) return void land({ outcome: 'authorizationFailed', detail: errorDescription ?? error });
    if (!tenantId) return void land({ outcome: 'connectFailed', detail: translate('tenantConnection.noOrganization') });
    dataProvider
      .connectTenant(orgId, tenantId)
      .then(async (result) => {
        await invalidateHierarchy(queryClient);
        land({ outcome: 'connected', whitelabelAssigned: result.whitelabelAssigned });
      })
      .catch((e) => land({ outcome: 'connectFailed', detail: errorDetail(translate, e), tenantId }));
  });
  useEffect(() => {
    if (started.current || !profile) return;
    started.current = true;
    connect(profile.organizationId);
  }, [profile]);

  if (!profile) return <Loading />;
  return (
    <Box component="section" aria-labelledby="app-provision-title" sx={{ p: 2 }}>
      <Title title={translate('tenantConnection.connecting')} />
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress aria-hidden size={28} />
        <Typography id="app-provision-title" component="h1" variant="h6">
          {translate('tenantConnection.connecting')}
        </Typography>
      </Box>
    </Box>
  );
}

export default AppProvisionPage;
