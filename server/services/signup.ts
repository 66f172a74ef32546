import type { FastifyInstance } from 'fastify';
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
  type RegionKey,
  type SignupStatus,
} from '../../src/domain';
import { profileOf } from '../context';
import { regionSegment } from '../http/appConfig';
import { badRequest, HttpError } from '../http/errors';
import { declareAccess, deny, fromQuery, grantedOrg, organization, type AccessAction, type AccessRequest, type Granted } from '../http/routeAccess';
import { validated } from '../http/validate';
import { dataCollectionStore, initTenantSeconds } from './dataCollectionStore';
import { tenantStore } from './tenantStore';

export interface RegionalOptions {
  region: RegionKey;
}

const conflict = (message: string) => new HttpError(409, message);

/** canManageDataCollection (doc 000 §6) on top of manage access; 403 otherwise. */
const dataCollectionManager = (c: AccessRequest & Granted): void =>
  deny(canManageDataCollection(c.profile, c.org!.org, c.org!.access), `You do not have permission to manage data collection for ${c.org!.org.name}`);

/** The organization of the query's `organizationId`, which the caller must `need`, then `rule`. */
const onQueriedOrganization = (action: AccessAction, need: 'view' | 'manage', rule?: (c: AccessRequest & Granted) => void) =>
  declareAccess({ resource: 'dataCollection', action, record: organization(fromQuery('organizationId'), need), rule });

/**
 * Reporting service sign-up calls (doc 000 §7, doc 002 §4) on one regional host: status, init
 * tenant (a provisioning job computed from its start), deprovision, hold. docs/api.md "Data collection, global reader, demo data, jobs (sandbox routes)".
 */
export async function signupService(app: FastifyInstance, opts: RegionalOptions) {
  const { db } = app.sandbox;
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

  /** The organization the hook granted, its provisioning settled first. */
  const settled = (request: Parameters<typeof grantedOrg>[0]) => {
    const result = grantedOrg(request);
    store.settle(result.org.id);
    return result;
  };

  /**
   * canManageDataCollection; doc 000 §6: the provisioning section shows only for Root, Partner and
   * Distributor unless the brand allows it; and the query's userId is the caller's own.
   */
  const initTenant = onQueriedOrganization('create', 'manage', (c) => {
    dataCollectionManager(c);
    const { org } = c.org!;
    deny(showProvisioning(org, brand), `Data collection provisioning is disabled for ${org.name}: contact support`);
    deny(c.query.userId === c.profile.userId, 'userId must be the signed-in user');
  });

  app.get(
    '/api/Signup/Status',
    { config: { access: onQueriedOrganization('show', 'view') } },
    validated({ query: signupOrgQuerySchema }, async (_input, request): Promise<SignupStatus> => {
      return store.status(settled(request).org);
    }),
  );

  app.post(
    '/api/Signup/InitTenant',
    { config: { access: initTenant } },
    validated({ query: initTenantQuerySchema, body: initTenantBodySchema }, async ({ body }, request, reply) => {
      const profile = profileOf(request);
      const { org } = settled(request);
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
    {
      config: {
        access: onQueriedOrganization('delete', 'manage', (c) =>
          deny(
            canDeprovision(c.profile, c.org!.org, c.org!.access),
            `You do not have permission to deprovision data collection for ${c.org!.org.name}`,
          ),
        ),
      },
    },
    validated({ query: signupOrgQuerySchema }, async (_input, request, reply) => {
      store.deprovision(settled(request).org.id);
      return reply.code(204).send();
    }),
  );

  app.post(
    '/api/Signup/SetHold',
    { config: { access: onQueriedOrganization('edit', 'manage', dataCollectionManager) } },
    validated({ query: setHoldQuerySchema }, async ({ query }, request): Promise<SignupStatus> => {
      const { org } = settled(request);
      if (store.status(org).status !== SignUpStatus.SignedUp) throw conflict(`${org.name} is not signed up for data collection`);
      // Doc 000 §4: the toggle "is disabled while the demo status is In Progress or Yes"; the service holds to it too.
      if (isDataCollectionToggleDisabled(store.demo(org.id).status))
        throw conflict(`Data collection for ${org.name} cannot be changed while demo data is being copied or present`);
      store.setHold(org.id, query.hold);
      return store.status(org);
    }),
  );
}
