import { Alert, Button, CircularProgress, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { connectTenantNameMessage } from '../../../domain/validation/tenantName';
import { TenantNameField, useTenantName } from '../../../components/TenantNameField';
import { ErrorBarHost } from '../../../components/errorBar';
import { PlainForm } from '../../../components/forms/PlainForm';
import { GuardedDialog, useUnsavedInputGuard } from '../../../components/unsavedInput';
import { useKeptOpen, type KeptOpenValue } from '../../../components/drafts';

const ConnectContext = createContext<(orgId: number) => void>(() => undefined);
/** Opens the connect dialog for an organization (the command bar, or Retry after a failed consent). */
export const useOpenConnectTenant = () => useContext(ConnectContext);

const isOrgId = (value: KeptOpenValue): value is number => typeof value === 'number';

/** Holds the connect dialog of the hierarchy page. */
export function ConnectTenantProvider({ children }: { children: ReactNode }) {
  // The organization to connect; kept with the dialog's draft when the session ends.
  const [orgId, setOrgId] = useKeptOpen('connectTenant', isOrgId);
  return (
    <ConnectContext.Provider value={setOrgId}>
      {children}
      {orgId !== null && <ConnectTenantDialog orgId={orgId} onClose={() => setOrgId(null)} />}
    </ConnectContext.Provider>
  );
}

/**
 * Connect tenant (doc 000 §5 "Tenant name for connect", §7 "Connect-tenant redirect"): the tenant
 * name, letters and digits only (".onmicrosoft.com" stripped); the browser then goes to the
 * directory's admin-consent page with state = the organization and the return address /appProvision.
 */
export function ConnectTenantDialog({ orgId, onClose }: { orgId: number; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const tenantName = useTenantName(connectTenantNameMessage);
  const { name, problem } = tenantName;
  const redirect = useMutation({
    mutationFn: () => dataProvider.tenantConsentUrl(orgId, name),
    onSuccess: (url) => window.location.assign(url),
    meta: { errorKey: 'tenantConnection.redirectFailed' },
  });
  const busy = redirect.isPending || redirect.isSuccess;
  // Off while the consent page loads: leaving for it is not losing input.
  const guard = useUnsavedInputGuard(onClose, { disabled: busy });
  return (
    <GuardedDialog guard={guard} busy={busy} aria-labelledby="connect-tenant-title" fullWidth maxWidth="sm">
      <DialogTitle id="connect-tenant-title">{translate('tenantConnection.dialogTitle')}</DialogTitle>
      <DialogContent>
        <PlainForm
          id="connect-tenant-form"
          onSubmit={() => {
            tenantName.touch();
            if (!problem) redirect.mutate();
          }}
        >
          <Typography sx={{ mb: 2 }}>{translate('tenantConnection.intro')}</Typography>
          <ErrorBarHost />
          <TenantNameField label={translate('tenantConnection.tenantName')} state={tenantName} />
          {busy && (
            <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />}>
              {translate('tenantConnection.redirecting')}
            </Alert>
          )}
        </PlainForm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" form="connect-tenant-form" variant="contained" disabled={busy || !!problem}>
          {translate('tenantConnection.connect')}
        </Button>
      </DialogActions>
    </GuardedDialog>
  );
}
