import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { DirectoryTenant } from '../../../domain/schemas/directoryTenant';
import { defaultVerifiedDomain, setupTenantNameMessage } from '../../../domain/validation/tenantName';
import { TenantNameField, useTenantName } from '../../../components/TenantNameField';
import { setupKeys } from '../useSetupProgress';
import { PlainForm } from '../../../components/forms/PlainForm';

export interface ConnectStepProps {
  orgId: number;
  parentOrgId: number;
  /** The connected tenant, when one is known. */
  tenant: DirectoryTenant | null | undefined;
}

/**
 * Step 1, tenant connection (doc 002 §2, §4 "Connect button"): with a tenant already known, Connect
 * Tenant resyncs it; otherwise the tenant name (required, letters, digits and hyphens) leads to the
 * directory's authorization page with state = the organization and the return address /{parent}/setup.
 */
export function ConnectStep({ orgId, parentOrgId, tenant }: ConnectStepProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const tenantName = useTenantName(setupTenantNameMessage);
  const name = tenantName.name;
  const known = tenant ? (defaultVerifiedDomain(tenant.verifiedDomains) ?? tenant.name) : null;
  const problem = known ? undefined : tenantName.problem;
  const redirect = useMutation({
    mutationFn: () => dataProvider.tenantConsentUrl(orgId, name, `/${parentOrgId}/setup`),
    onSuccess: (url) => window.location.assign(url),
    meta: { errorKey: 'tenantConnection.redirectFailed' },
  });
  const resync = useMutation({
    mutationFn: () => dataProvider.resyncTenant(orgId),
    meta: { errorKey: 'setupWizard.resync.error', retryable: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.tenant(orgId) }),
  });
  const busy = redirect.isPending || redirect.isSuccess || resync.isPending;
  const submit = () => {
    tenantName.touch();
    if (known) resync.mutate();
    else if (!problem) redirect.mutate();
  };
  return (
    <PlainForm onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {resync.isSuccess && (
        <Alert severity="success" onClose={() => resync.reset()}>
          {translate('organization.success.tenantResynced')}
        </Alert>
      )}
      {known ? (
        <Typography>{translate('setupWizard.connect.known', { tenant: known })}</Typography>
      ) : (
        <TenantNameField label={translate('setupWizard.connect.tenantName')} state={tenantName} />
      )}
      {(redirect.isPending || redirect.isSuccess) && (
        <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />}>
          {translate('tenantConnection.redirecting')}
        </Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={busy || !!problem}
          startIcon={resync.isPending ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          {translate('setupWizard.connectTenant')}
        </Button>
      </Box>
    </PlainForm>
  );
}
