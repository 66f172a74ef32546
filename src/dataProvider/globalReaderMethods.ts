import type { AppConfig } from '../domain/config';
import type { AzureApplication } from '../domain/schemas/directoryTenant';
import { createDirectoryGraphService, globalReaderAuthorizeUrl, type DirectoryGraphService } from './services/directoryGraph';
import type { Services } from './types';

/** The automatic global reader setup's calls (doc 000 §7): the reporting application, the sign-in URL and the graph. */
export interface GlobalReaderMethods {
  /** GET …/azureApplications/preferred: the reporting application that gets the role (its clientId is the app id). */
  getReportingApplication(): Promise<AzureApplication>;
  /** The identity provider's sign-in for the organization's directory tenant, returning to /appProvisionTest. */
  globalReaderSignInUrl(orgId: number, state: string): Promise<string>;
  findServicePrincipal: DirectoryGraphService['findServicePrincipal'];
  assignDirectoryRole: DirectoryGraphService['assignDirectoryRole'];
  getRoleAssignment: DirectoryGraphService['getRoleAssignment'];
  deleteServicePrincipal: DirectoryGraphService['deleteServicePrincipal'];
}

export function createGlobalReaderMethods(services: Services, config: AppConfig, fetchImpl?: typeof fetch): GlobalReaderMethods {
  const graph = createDirectoryGraphService(config.emulated.graph, fetchImpl);
  return {
    getReportingApplication: () => services.organizations.getPreferredApplication(),
    async globalReaderSignInUrl(orgId, state) {
      const [org, app] = await Promise.all([services.account.getOrganization(orgId), services.organizations.getPreferredApplication()]);
      if (!org.azureAdTenantId) throw new Error(`Organization ${orgId} has no directory tenant`);
      return globalReaderAuthorizeUrl(config.emulated.identity, {
        clientId: app.clientId,
        origin: window.location.origin,
        state,
        tenant: org.azureAdTenantId,
      });
    },
    findServicePrincipal: (token, appId) => graph.findServicePrincipal(token, appId),
    assignDirectoryRole: (token, roleDefinitionId, principalId) => graph.assignDirectoryRole(token, roleDefinitionId, principalId),
    getRoleAssignment: (token, id) => graph.getRoleAssignment(token, id),
    deleteServicePrincipal: (token, appId) => graph.deleteServicePrincipal(token, appId),
  };
}
