import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, useDataProvider, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { AppDataProvider } from '../../../dataProvider';
import type { DirectoryTenant } from '../../../domain/schemas/directoryTenant';
import { defaultVerifiedDomain, setupTenantFormSchema, type TenantNameFormValues } from '../../../domain/validation/tenantName';
import { blankTenantName, TenantNameField } from '../../../components/TenantNameField';
import { zodFormResolver } from '../../../components/zodFormResolver';
import { FormDraft } from '../../../components/drafts';
import { setupKeys } from '../useSetupProgress';

const resolver = zodFormResolver(setupTenantFormSchema);
// With a tenant already known nothing is typed: Connect Tenant resyncs it.
const knownResolver = zodFormResolver(z.object({}));

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
  const known = tenant ? (defaultVerifiedDomain(tenant.verifiedDomains) ?? tenant.name) : null;
  const redirect = useMutation({
    mutationFn: ({ tenantName }: TenantNameFormValues) => dataProvider.tenantConsentUrl(orgId, tenantName, `/${parentOrgId}/setup`),
    onSuccess: (url) => window.location.assign(url),
    meta: { errorKey: 'tenantConnection.redirectFailed' },
  });
  const resync = useMutation({
    mutationFn: () => dataProvider.resyncTenant(orgId),
    meta: { errorKey: 'setupWizard.resync.error', retryable: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.tenant(orgId) }),
  });
  const busy = redirect.isPending || redirect.isSuccess || resync.isPending;
  const submit = (values: TenantNameFormValues) => {
    if (known) resync.mutate();
    else redirect.mutate(values);
  };
  return (
    <Form
      key={known ? 'known' : 'typed'}
      defaultValues={blankTenantName}
      resolver={known ? knownResolver : resolver}
      mode="all"
      noValidate
      onSubmit={(v: FieldValues) => submit(v as TenantNameFormValues)}
    >
      <FormDraft id="setupConnect" />
      <Box sx={{ display: 'grid', gap: 2 }}>
        {resync.isSuccess && (
          <Alert severity="success" onClose={() => resync.reset()}>
            {translate('organization.success.tenantResynced')}
          </Alert>
        )}
        {known ? (
          <Typography>{translate('setupWizard.connect.known', { tenant: known })}</Typography>
        ) : (
          <TenantNameField label={translate('setupWizard.connect.tenantName')} />
        )}
        {(redirect.isPending || redirect.isSuccess) && (
          <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />}>
            {translate('tenantConnection.redirecting')}
          </Alert>
        )}
        <Box>
          <ConnectButton busy={busy} known={!!known} resyncing={resync.isPending} />
        </Box>
      </Box>
    </Form>
  );
}

/** Enabled once the tenant name follows the rule (or a tenant is known), and not while a call runs. */
function ConnectButton({ busy, known, resyncing }: { busy: boolean; known: boolean; resyncing: boolean }) {
  const translate = useTranslate();
  const { isValid } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy || (!known && !isValid)}
      startIcon={resyncing ? <CircularProgress size={16} aria-hidden /> : undefined}
    >
      {translate('setupWizard.connectTenant')}
    </Button>
  );
}
