import { regionKeys, type AppConfig } from '../../domain/config';
import { REPORTING_ENDPOINT_NAME } from '../../domain/status/provisioning';
import { childOrganizationToCreateBody, childOrganizationToManagedBody, type ChildOrganizationValues } from '../../domain/validation/organization';
import { ApiError, EndpointMissingError } from '../ApiError';
import type { Services } from '../types';

/** The organization's reporting endpoint (its "Reporting" service location), if it has one. */
export async function reportingEndpointOf(services: Services, orgId: number): Promise<string | undefined> {
  const locations = await services.location.getServiceLocations(orgId);
  for (const l of locations) for (const e of l.endpoints) if (e.endpointName === REPORTING_ENDPOINT_NAME) return e.endpointUrl;
  return undefined;
}

/**
 * POST /organizations, then the authentication type when certificate-based was chosen (doc 000 §2).
 * Setting it is managing the new organization, which the parent may not do once "parent can
 * manage" (or "can view") is off: with certificate-based authentication the organization is created
 * with both flags on, the type set, then the flags the form asked for (PATCH …/managed). A failure
 * after the create carries `createdId`; a retry passes it back and finishes that organization
 * instead of creating a second one.
 */
export async function createChildOrganization(services: Services, parentId: number, values: ChildOrganizationValues, createdId?: number) {
  const certAuth = values.useCertBasedAuth;
  const flagsLater = certAuth && !(values.parentCanView && values.parentCanManage);
  let id = createdId;
  if (id === undefined) {
    const first = flagsLater ? { ...values, parentCanView: true, parentCanManage: true } : values;
    id = (await services.organizations.create(childOrganizationToCreateBody(first, parentId))).organizationId;
  }
  try {
    if (certAuth) await services.analytics.setAuthenticationType(id, true);
    // On a retry the name or flags may have been changed in the form since the create.
    if (flagsLater || createdId !== undefined) await services.organizations.updateManaged(id, childOrganizationToManagedBody(values));
  } catch (error) {
    if (error instanceof ApiError) error.createdId = id;
    throw error;
  }
  return { organizationId: id };
}

/** PATCH …/managed with each flag's own value, then the authentication type when it changed. */
export async function updateChildOrganization(
  services: Services,
  orgId: number,
  values: ChildOrganizationValues,
  before: { useCertBasedAuth: boolean },
) {
  await services.organizations.updateManaged(orgId, childOrganizationToManagedBody(values));
  if (values.useCertBasedAuth !== before.useCertBasedAuth) await services.analytics.setAuthenticationType(orgId, values.useCertBasedAuth);
}

/** The organization gained a child since the tree was loaded: nothing was deleted (the dialog says so itself). */
export class HasChildrenError extends ApiError {
  constructor() {
    super({ status: 409, kind: 'http' });
  }
}

/**
 * Delete Org (doc 002 §4): a fresh check that it has no children (the reporting data must not go
 * for an organization that cannot be deleted), then the reporting sign-up and tenant first, on the organization's reporting
 * endpoint or, without one, on each regional host (us, eu, s1); then the organization itself.
 */
export async function deleteOrganizationEverywhere(services: Services, config: AppConfig, orgId: number) {
  const [self] = await services.account.getAssociations(orgId, false);
  if (self?.children.length) throw new HasChildrenError();
  const known = await reportingEndpointOf(services, orgId).catch(() => undefined);
  const hosts = known ? [known] : regionKeys.map((r) => config.regions[r]?.reporting).filter((h): h is string => !!h);
  let tenantDeleted = false;
  let lastError: unknown;
  for (const host of hosts) {
    await services.reporting.deleteSignup(host, orgId).catch((e) => console.warn('Sign-up delete-tenant failed', host, e));
    await services.reporting.deleteTenant(host, orgId).then(
      () => (tenantDeleted = true),
      (e) => {
        lastError = e;
        console.warn('Tenant delete failed', host, e);
      },
    );
  }
  // "The organization is deleted if at least one tenant delete succeeded" (fallback hosts only).
  if (!known && !tenantDeleted) throw lastError ?? new EndpointMissingError(REPORTING_ENDPOINT_NAME);
  await services.organizations.remove(orgId);
}
