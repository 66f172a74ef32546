import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  canDeprovision,
  canManageDataCollection,
  initTenantBodySchema,
  initTenantQuerySchema,
  isDataCollectionToggleDisabled,
  setHoldQuerySchema,
  signupOrgQuerySchema,
  showProvisioning,
  SignUpStatus,
  type Profile,
  type RegionKey,
  type SignupStatus,
} from '../../src/domain';
import { requireOrgAccess, type OrgAccessResult } from '../auth/guards';
import { profileOf } from '../context';
import { regionSegment } from '../http/appConfig';
import { badRequest, forbidden, HttpError } from '../http/errors';
import { validated } from '../http/validate';
import { dataCollectionStore, initTenantSeconds } from './dataCollectionStore';
import { tenantStore } from './tenantStore';

export interface RegionalOptions {
  region: RegionKey;
}

const conflict = (message: string) => new HttpError(409, message);

/** canManageDataCollection (doc 000 §6) on top of manage access; 403 otherwise. */
export function requireDataCollectionManager(result: OrgAccessResult, profile: Profile): OrgAccessResult {
  if (!canManageDataCollection(profile, result.org, result.access)) {
    throw forbidden(`You do not have permission to manage data collection for ${result.org.name}`);
  }
  return result;
}

/**
 * Reporting service sign-up calls (doc 000 §7, doc 002 §4) on one regional host: status, init
 * tenant (a provisioning job computed from its start), deprovision, hold. docs/api.md "Data collection, global reader, demo data, jobs (sandbox routes)".
 */
export async function signupService(app: FastifyInstance, opts: RegionalOptions) {
  const { db, orgIndex } = app.sandbox;
  const brand = app.sandbox.brand;
  const store = dataCollectionStore(db);
  const tenants = tenantStore(db);
  const timers = new Set<NodeJS.Timeout>();
  const later = (orgId: number, seconds: number) => {
    const t = setTimeout(
      () => {
        timers.delete(t);
        if (db.open) store.settle(orgId);
      },
      seconds * 1000 + 50,
    );
    t.unref();
    timers.add(t);
  };
  store.pending().forEach((orgId) => store.settle(orgId));
  app.addHook('onClose', async () => timers.forEach((t) => clearTimeout(t)));

  const read = (orgId: number, request: FastifyRequest, need: 'view' | 'manage') => {
    const result = requireOrgAccess(orgIndex.current(), profileOf(request), orgId, need);
    store.settle(result.org.id);
    return result;
  };

  app.get(
    '/api/Signup/Status',
    validated({ query: signupOrgQuerySchema }, async ({ query }, request): Promise<SignupStatus> => {
      return store.status(read(query.organizationId, request, 'view').org);
    }),
  );

  app.post(
    '/api/Signup/InitTenant',
    validated({ query: initTenantQuerySchema, body: initTenantBodySchema }, async ({ query, body }, request, reply) => {
      const profile = profileOf(request);
      const { org } = requireDataCollectionManager(read(query.organizationId, request, 'manage'), profile);
      // Doc 000 §6: the provisioning section shows only for Root, Partner and Distributor unless the brand allows it.
      if (!showProvisioning(org, brand)) throw forbidden(`Data collection provisioning is disabled for ${org.name}: contact support`);
      if (query.userId !== profile.userId) throw forbidden('userId must be the signed-in user');
      if (body.region !== opts.region) {
        throw badRequest(
          `This is the ${regionSegment[opts.region]} host of the reporting service: send region ${opts.region} or use the ${body.region} host`,
          { region: [`Expected ${opts.region}`] },
        );
      }
      if (!tenants.ofOrganization(org.id)) {
        throw badRequest('Organization does not have a tenant connected, so set up reporting first', {
          organizationId: ['No directory tenant connected'],
        });
      }
      const current = store.status(org);
      if (current.status === SignUpStatus.SignedUp) throw conflict(`${org.name} is already signed up for data collection (${current.region})`);
      if (current.status === SignUpStatus.NewSignUp) throw conflict(`Data collection provisioning for ${org.name} is already in progress`);
      if (current.status === SignUpStatus.Deprovisioned) throw conflict(`Data collection for ${org.name} was deprovisioned`);
      const seconds = initTenantSeconds();
      store.startInit(org.id, opts.region, profile.userId, seconds);
      later(org.id, seconds);
      return reply.code(202).send(store.status(org));
    }),
  );

  /**
   * Deprovision (doc 000 §7, the Data Collection tab; doc 002 §4 spells it `signup` in the
   * organization deletion workflow). Routes match whatever the letter case (server/index.ts), so both
   * spellings are this one route and need canDeprovision (doc 000 §6), which the only role that may
   * delete an organization (TMS admin at the root) holds (a lower-case spelling was a way
   * around the rule).
   */
  app.delete(
    '/api/Signup/DeleteTenant',
    validated({ query: signupOrgQuerySchema }, async ({ query }, request, reply) => {
      const profile = profileOf(request);
      const result = read(query.organizationId, request, 'manage');
      if (!canDeprovision(profile, result.org, result.access)) {
        throw forbidden(`You do not have permission to deprovision data collection for ${result.org.name}`);
      }
      store.deprovision(result.org.id);
      return reply.code(204).send();
    }),
  );

  app.post(
    '/api/Signup/SetHold',
    validated({ query: setHoldQuerySchema }, async ({ query }, request): Promise<SignupStatus> => {
      const { org } = requireDataCollectionManager(read(query.organizationId, request, 'manage'), profileOf(request));
      if (store.status(org).status !== SignUpStatus.SignedUp) throw conflict(`${org.name} is not signed up for data collection`);
      // Doc 000 §4: the toggle "is disabled while the demo status is In Progress or Yes"; the service holds to it too.
      if (isDataCollectionToggleDisabled(store.demo(org.id).status))
        throw conflict(`Data collection for ${org.name} cannot be changed while demo data is being copied or present`);
      store.setHold(org.id, query.hold);
      return store.status(org);
    }),
  );
}
