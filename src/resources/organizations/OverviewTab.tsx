import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, listDateFormat, userDetailDateFormat } from '../../domain/formats';
import type { Organization } from '../../domain/schemas/organization';
import { organizationStatusLabelKey } from '../../domain/status/organization';
import { defaultVerifiedDomain } from '../../domain/validation/tenantName';
import { SubscribedServiceTags } from '../../components/hierarchy/SubscribedServiceTags';
import type { OrganizationDetail } from './useOrganizationDetail';

/**
 * Doc 000 §2 "Overview": status, tenant connected, directory tenant name, primary domain (the
 * default verified domain), tenant GUID, last updated, verified domains, authentication type,
 * creation date ('Do MMMM YYYY'), and a service tag per service.
 */
export function OverviewTab({ detail, organization: org }: { detail: OrganizationDetail; organization: Organization }) {
  const translate = useTranslate();
  const tenant = detail.tenant.data ?? null;
  const auth = detail.authType.data;
  const none = translate('hierarchy.overview.none');
  const authText = auth
    ? `${translate(auth.useCertBasedAuth ? 'hierarchy.overview.authCertificate' : 'hierarchy.overview.authBase')}${auth.isBlocked ? ` (${translate('hierarchy.overview.authBlocked')})` : ''}`
    : '';
  const domains = tenant?.verifiedDomains ?? [];
  return (
    <Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
      >
        <Field label={translate('hierarchy.overview.status')}>{translate(organizationStatusLabelKey[org.status])}</Field>
        <Field label={translate('hierarchy.overview.tenantConnected')}>
          {translate(org.azureAdTenantId ? 'ra.boolean.true' : 'ra.boolean.false')}
        </Field>
        <Field label={translate('hierarchy.overview.tenantName')}>{tenant?.name ?? none}</Field>
        <Field label={translate('hierarchy.overview.primaryDomain')}>{defaultVerifiedDomain(domains) ?? none}</Field>
        <Field label={translate('hierarchy.overview.tenantId')}>{org.azureAdTenantId ?? none}</Field>
        <Field label={translate('hierarchy.overview.lastUpdated')}>{tenant ? formatDate(tenant.lastUpdatedOnUtc, userDetailDateFormat) : none}</Field>
        <Field label={translate('hierarchy.overview.verifiedDomains')}>
          {domains.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {domains.map((d) => (
                <li key={d.domainName}>{d.domainName}</li>
              ))}
            </Box>
          ) : (
            none
          )}
        </Field>
        <Field label={translate('hierarchy.overview.authenticationType')}>{authText}</Field>
        <Field label={translate('hierarchy.overview.createdOn')}>{formatDate(org.createdOnUtc, listDateFormat)}</Field>
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
        {translate('hierarchy.overview.services')}
      </Typography>
      <SubscribedServiceTags orgId={org.id} detail={detail} />
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
