import { Alert, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectoryTenant } from '../../../domain/schemas/directoryTenant';
import { defaultVerifiedDomain } from '../../../domain/validation/tenantName';

export interface ResultStepProps {
  orgName: string;
  tenant: DirectoryTenant | null | undefined;
  /** The connection also assigned the organization's whitelabel: the tenant was re-authorised. */
  whitelabelAssigned: boolean;
  /** The signed-in user has service accounts (doc 002 §2 "whether accounts exist"). */
  accountsExist: boolean;
}

/**
 * Step 2, the connection result (doc 002 §2): the tenant now connected to the organization, the
 * re-authorised message when its whitelabel was assigned too (userPage.tenantReauthorisedSuccessfully),
 * and, when the user has no service account yet, where to add one.
 */
export function ResultStep({ orgName, tenant, whitelabelAssigned, accountsExist }: ResultStepProps) {
  const translate = useTranslate();
  const name = tenant ? (defaultVerifiedDomain(tenant.verifiedDomains) ?? tenant.name) : '';
  return (
    <>
      <Alert severity="success">{translate('setupWizard.result.connected', { tenant: name, orgName })}</Alert>
      {whitelabelAssigned && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('userPage.tenantReauthorisedSuccessfully')}
        </Alert>
      )}
      {!accountsExist && (
        <Typography sx={{ mt: 2 }}>
          {translate('setupWizard.result.noAccounts')}{' '}
          <Link component={RouterLink} to="/service-accounts">
            {translate('setupWizard.result.addAccount')}
          </Link>
        </Typography>
      )}
      <Typography sx={{ mt: 2 }}>{translate('setupWizard.result.next')}</Typography>
    </>
  );
}
