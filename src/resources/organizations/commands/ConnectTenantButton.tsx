import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { friendlyText, type AppDataProvider } from '../../../dataProvider';
import type { Organization } from '../../../domain/schemas/organization';
import { hierarchyKeys } from '../hierarchyQueries';
import { useHierarchyMessages } from '../../../components/hierarchy/HierarchyMessages';
import { useOpenConnectTenant } from './ConnectTenantDialog';

/**
 * Doc 000 §4 "Tenant connection": without a tenant, Connect tenant (the consent redirect); with a
 * tenant carrying the wrong whitelabel, assign the organization's (PUT …/whitelabels/{id}).
 */
export function ConnectTenantButton({ kind, organization }: { kind: 'connect' | 'assignWhitelabel'; organization: Organization }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const openConnect = useOpenConnectTenant();
  const { show } = useHierarchyMessages();
  const assign = useMutation({
    mutationFn: () => dataProvider.assignOrganizationWhitelabel(organization.id),
    onSuccess: async () => {
      show({ key: 'tenant', orgId: organization.id, severity: 'success', text: translate('userPage.tenantReauthorisedSuccessfully') });
      await queryClient.invalidateQueries({ queryKey: hierarchyKeys.tenant(organization.id) });
    },
    onError: (error) =>
      show({
        key: 'tenant',
        orgId: organization.id,
        severity: 'error',
        text: friendlyText(translate, 'hierarchy.whitelabel.failed', error),
        onRetry: () => assign.mutate(),
      }),
  });
  if (kind === 'connect') {
    return (
      <span>
        <Button onClick={() => openConnect(organization.id)}>{translate('hierarchy.commands.connectTenant')}</Button>
      </span>
    );
  }
  return (
    <span>
      <Button onClick={() => assign.mutate()} disabled={assign.isPending}>
        {translate('hierarchy.commands.assignWhitelabel')}
      </Button>
    </span>
  );
}
