import { Alert, Button, CircularProgress, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { Form, useDataProvider, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider';
import { connectTenantFormSchema, type TenantNameFormValues } from '../../../domain/validation/tenantName';
import { blankTenantName, TenantNameField } from '../../../components/TenantNameField';
import { ErrorBarHost } from '../../../components/errorBar';
import { zodFormResolver } from '../../../components/zodFormResolver';
import { GuardedDialog, useUnsavedInputGuard } from '../../../components/unsavedInput';
import { FormDraft, useKeptOpen, type KeptOpenValue } from '../../../components/drafts';

const ConnectContext = createContext<(orgId: number) => void>(() => undefined);
/** Opens the connect dialog for an organization (the command bar, or Retry after a failed consent). */
export const useOpenConnectTenant = () => useContext(ConnectContext);

const resolver = zodFormResolver(connectTenantFormSchema);

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
  const redirect = useMutation({
    mutationFn: ({ tenantName }: TenantNameFormValues) => dataProvider.tenantConsentUrl(orgId, tenantName),
    // The dialog closes as the browser leaves for the consent page, so neither it nor its draft is kept
    // for the return (which shows the result in the page); the address changes once it has closed.
    onSuccess: (url) => {
      onClose();
      setTimeout(() => window.location.assign(url), 0);
    },
    meta: { errorKey: 'tenantConnection.redirectFailed' },
  });
  const busy = redirect.isPending || redirect.isSuccess;
  // Off while the consent page loads: leaving for it is not losing input.
  const guard = useUnsavedInputGuard(onClose, { disabled: busy });
  // The consent page is named by the directory, not by a service that answers field errors: a failure shows in the bar.
  return (
    <GuardedDialog guard={guard} busy={busy} aria-labelledby="connect-tenant-title" fullWidth maxWidth="sm">
      <Form
        id="connect-tenant-form"
        defaultValues={blankTenantName}
        resolver={resolver}
        mode="all"
        noValidate
        onSubmit={(v: FieldValues) => redirect.mutate(v as TenantNameFormValues)}
      >
        <FormDraft id="connectTenant" />
        <DialogTitle id="connect-tenant-title">{translate('tenantConnection.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{translate('tenantConnection.intro')}</Typography>
          <ErrorBarHost />
          <TenantNameField label={translate('tenantConnection.tenantName')} />
          {busy && (
            <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />}>
              {translate('tenantConnection.redirecting')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <ConnectButton busy={busy} />
        </DialogActions>
      </Form>
    </GuardedDialog>
  );
}

/** Enabled once the tenant name follows the rule, and not while the browser leaves for the consent page. */
function ConnectButton({ busy }: { busy: boolean }) {
  const translate = useTranslate();
  const { isValid } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={busy || !isValid}>
      {translate('tenantConnection.connect')}
    </Button>
  );
}
