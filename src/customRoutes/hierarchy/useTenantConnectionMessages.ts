import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { friendlyText, type AppDataProvider } from '../../dataProvider';
import { useOpenConnectTenant } from '../../resources/organizations/commands/ConnectTenantDialog';
import { invalidateHierarchy } from '../../resources/organizations/hierarchyQueries';
import { useHierarchyMessages } from '../../components/hierarchy/HierarchyMessages';
import { parseHierarchyPath } from '../../components/hierarchy/hierarchyPath';
import type { TenantConnectionOutcome } from '../../domain/tenantConnection';

/**
 * Shows the outcome the tenant connection landing left in the navigation state (doc 002 §8: "a
 * failed connect shows the server message and the user goes to /hierarchy/{orgId}"), with a retry on
 * failure, then clears the state so a reload does not show it again.
 */
export function useTenantConnectionMessages() {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const openConnect = useOpenConnectTenant();
  const { show } = useHierarchyMessages();
  const outcome = (location.state as { tenantConnection?: TenantConnectionOutcome } | null)?.tenantConnection;
  const orgId = parseHierarchyPath(location.pathname).orgId;

  // Shown once per outcome handed over: only a new outcome (or organization) runs it again.
  const showOutcome = useEffectEvent((outcome: TenantConnectionOutcome, orgId: number) => {
    navigate(location.pathname, { replace: true, state: null });
    // A connection that also assigned the organization's whitelabel re-authorised the tenant
    // (docs/decisions.md "Tenant connection"): it says so, as the command bar's assignment does.
    const connected = (whitelabelAssigned: boolean) =>
      show({
        key: 'tenant',
        orgId,
        severity: 'success',
        text: translate(whitelabelAssigned ? 'userPage.tenantReauthorisedSuccessfully' : 'userPage.tenantConnectedSuccessfully'),
      });
    const retryConnect = (tenantId: string) => async () => {
      try {
        const { whitelabelAssigned } = await dataProvider.connectTenant(orgId, tenantId);
        await invalidateHierarchy(queryClient);
        connected(whitelabelAssigned);
      } catch (e) {
        show({
          key: 'tenant',
          orgId,
          severity: 'error',
          text: friendlyText(translate, 'tenantConnection.unableToConnect', e),
          onRetry: retryConnect(tenantId),
        });
      }
    };
    if (outcome.outcome === 'connected') connected(outcome.whitelabelAssigned);
    else if (outcome.outcome === 'authorizationFailed') {
      show({
        key: 'tenant',
        orgId,
        severity: 'error',
        text: translate('errors.friendly', { friendly: translate('tenantConnection.authorizationFailed'), message: outcome.detail }),
        onRetry: () => openConnect(orgId),
      });
    } else {
      show({
        key: 'tenant',
        orgId,
        severity: 'error',
        text: translate('errors.friendly', { friendly: translate('tenantConnection.unableToConnect'), message: outcome.detail }),
        onRetry: outcome.tenantId ? retryConnect(outcome.tenantId) : () => openConnect(orgId),
      });
    }
  });
  useEffect(() => {
    if (outcome && orgId !== undefined) showOutcome(outcome, orgId);
  }, [outcome, orgId]);
}
