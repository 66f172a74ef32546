import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DirectoryTenant } from '../../../domain/schemas/directoryTenant';
import { defaultVerifiedDomain } from '../../../domain/validation/tenantName';

/** Step 2, the connection result (doc 002 §2): the tenant now connected to the organization. */
export function ResultStep({ orgName, tenant, whitelabelAssigned }: { orgName: string; tenant: DirectoryTenant | null | undefined; whitelabelAssigned: boolean }) {
  const translate = useTranslate();
  const name = tenant ? (defaultVerifiedDomain(tenant.verifiedDomains) ?? tenant.name) : '';
  return (
    <>
      <Alert severity="success">{translate('setupWizard.result.connected', { tenant: name, orgName })}</Alert>
      {whitelabelAssigned && <Typography sx={{ mt: 1 }}>{translate('setupWizard.result.whitelabelAssigned')}</Typography>}
      <Typography sx={{ mt: 2 }}>{translate('setupWizard.result.next')}</Typography>
    </>
  );
}
