import type { FastifyInstance } from 'fastify';
import { demoParamsSchema, DemoStatus, reportingIdParamsSchema, showDemoDataSection, type DemoStatusAnswer } from '../../src/domain';
import { HttpError, notFound } from '../http/errors';
import { deny, grantedOrg, onOrganization } from '../http/routeAccess';
import { validated } from '../http/validate';
import { dataCollectionStore, demoCopySeconds } from './dataCollectionStore';
import { tenantStore } from './tenantStore';

/** The 424 answer of isGlobalReaderAssigned (doc 001 §4: the console shows its own text for it). */
export const MISSING_PERMISSION_MESSAGE =
  'The reporting enterprise application of this tenant is missing the DeviceManagementRBAC.Read.All permission: the global reader role cannot be verified';

/**
 * Reporting service, per-tenant data-collection calls (doc 000 §7): the global reader check and the
 * demo copy. `{id}`/`{orgId}` is the organization id, as for the notes.
 */
export async function tenantDataCollectionService(app: FastifyInstance) {
  const { db } = app.sandbox;
  const store = dataCollectionStore(db);
  const tenants = tenantStore(db);
  const brand = app.sandbox.brand;

  app.get(
    '/api/tenants/:id/isGlobalReaderAssigned',
    { config: { access: onOrganization('globalReader', 'show', 'view', 'id') } },
    validated({ params: reportingIdParamsSchema }, async (_input, request) => {
      const { org } = grantedOrg(request);
      if (!tenants.ofOrganization(org.id)) throw notFound(`${org.name} has no directory tenant connected`);
      const state = store.globalReader(org.id);
      if (state === 2) throw new HttpError(424, MISSING_PERMISSION_MESSAGE);
      return state === 1;
    }),
  );

  /** Doc 000 §6: the demo-data section's rule decides who may start a copy, on an organization they manage. */
  const demoCopy = onOrganization('demoData', 'create', 'manage', 'orgId', {
    rule: (c) => deny(showDemoDataSection(c.profile, c.org!.org.id, brand), `Demo data is not available to you for ${c.org!.org.name}`),
  });

  // Read by whoever views the organization: the data-collection toggle, which every viewer of the
  // Data Collection tab sees, is disabled while the demo status is In Progress or Yes (doc 000 §4).
  app.get(
    '/api/tenants/:orgId/getTenantDemoStatus',
    { config: { access: onOrganization('demoData', 'show', 'view') } },
    validated({ params: demoParamsSchema }, async (_input, request): Promise<DemoStatusAnswer> => {
      const { org } = grantedOrg(request);
      return store.demo(org.id);
    }),
  );

  app.patch(
    '/api/tenants/:orgId/setTenantDemo',
    { config: { access: demoCopy } },
    validated({ params: demoParamsSchema }, async (_input, request, reply) => {
      const { org } = grantedOrg(request);
      if (store.demo(org.id).status === DemoStatus.InProgress) throw new HttpError(409, `A demo data copy for ${org.name} is already in progress`);
      store.startDemo(org.id, demoCopySeconds());
      return reply.code(202).send(store.demo(org.id));
    }),
  );
}
