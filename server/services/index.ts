import type { FastifyInstance } from 'fastify';
import { authenticateRequest } from '../auth/tokens';
import { requireJsonBody } from '../http/errors';
import { askAccess, prepareRoute, requireDeclaredAccess } from '../http/routeAccess';
import { validated } from '../http/validate';
import type { ReadOnlyRouteConfig } from '../http/readOnlyRoute';
import { faultSwitch, parseFaults } from '../http/faults';
import { accountService } from './account';
import { locationService } from './location';
import { consentEmulator } from '../emulated/consent';
import { analyticsService, authSettingsService } from './authSettings';
import { organizationsService } from './organizations';
import { reportingRegions, reportingService } from './reporting';
import { tenantsService } from './tenants';
import { cardsEmulator } from '../emulated/cards';
import { identityService } from './identity';
import { invitesService } from './invites';
import { myPeopleService } from './myPeople';
import { organizationUsersService } from './orgUsers';
import { serviceAccountsService } from './serviceAccounts';
import { groupsService } from './groups';
import { containersService, radarProductService } from './containers';
import { usersService } from './users';
import { subscriptionsService } from './subscriptions';
import { trialsService } from './trials';
import { dpcLocationService, dpcService } from './dpc';
import { dpcRegions } from './dpcJob';
import { regionSegment } from '../http/appConfig';
import { regionKeys } from '../../src/domain';
import { signupService } from './signup';
import { tenantDataCollectionService } from './tenantDataCollection';
import { dataQueryService } from './dataQuery';
import { tenantContactService } from './tenantContact';
import { dataManagementService } from './dataManagement';
import { alertingService } from './alerting';
import { graphTokens } from '../emulated/graphTokens';
import { identityEmulator } from '../emulated/identity';
import { graphEmulator } from '../emulated/graph';
import { AuditLog } from '../audit/auditLog';
import { registerAuditHook } from '../audit/auditHook';
import { assertAudited } from '../audit/auditedRoutes';
import { auditService } from './audit';
import { changesService } from './changes';
import { named } from '../http/pluginName';

/** Every service under /svc; each one a plugin with its own prefix (see docs/api.md). */
export async function registerServices(app: FastifyInstance) {
  const { verifyAccessToken } = app.sandbox.authority;
  const { loadProfile, orgIndex } = app.sandbox;

  // Every /svc route's access declaration, by route key (the permission matrix names each route's rule from it).
  app.addHook('onRoute', prepareRoute);

  app.get(
    '/svc/ping',
    { config: { access: { resource: 'ping', action: 'show', open: 'anyone' } } },
    validated({}, async () => ({ ok: true })),
  );

  // Injected failures for tests (server/http/faults.ts), read once at start; off by default.
  const fault = faultSwitch(parseFaults(process.env.SANDBOX_FAULTS));

  await app.register(
    named(async (api) => {
      api.addHook('onRequest', async (request, reply) => {
        const injected = fault(request.method, request.url.split('?')[0]);
        if (injected) return reply.code(500).send({ message: `Failure injected by SANDBOX_FAULTS (${injected.text})` });
        // A route without an access declaration is refused to everyone, before anything else.
        requireDeclaredAccess(request);
        request.profile = await authenticateRequest(request, verifyAccessToken, loadProfile);
        requireJsonBody(request);
      });
      // The route's access declaration decides, once the body is parsed and before it is validated.
      api.addHook('preValidation', async (request) => {
        askAccess(request);
      });
      // List totals are readable by a console served from another origin than the services; the request id names the audit entry.
      api.addHook('onSend', async (request, reply, payload) => {
        reply.header('X-Request-Id', request.id);
        if (reply.hasHeader('X-Total-Count')) reply.header('Access-Control-Expose-Headers', 'X-Total-Count, Content-Range, X-Request-Id');
        return payload;
      });
      // Every successful write is recorded in the audit log (server/audit); a service write route
      // without an audit action stops the sandbox at start.
      api.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) assertAudited(method, route.url);
      });
      const auditLog = new AuditLog(app.sandbox.db);
      registerAuditHook(api, auditLog);
      // A write may change the hierarchy or the associations: the in-memory index starts again. A POST
      // that only reads (the universal data query) says so in its route config and keeps it: rebuilding
      // the index of 10,000 organizations after every tenant status page cost each next query ~20 ms.
      api.addHook('onResponse', async (request, reply) => {
        if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
        if (!(request.routeOptions.config as ReadOnlyRouteConfig | undefined)?.readOnly) orgIndex.invalidate();
      });
      // The account service's routes come from several plugins under one prefix.
      const accountPlugins = [
        accountService,
        organizationsService,
        tenantsService,
        usersService,
        organizationUsersService,
        invitesService,
        myPeopleService,
        serviceAccountsService,
        subscriptionsService,
        trialsService,
        groupsService,
        // Virtual boundaries.
        containersService,
      ];
      for (const plugin of accountPlugins) {
        await api.register(named(plugin), { prefix: '/svc/account' });
      }
      await api.register(named(locationService), { prefix: '/svc/location' });
      await api.register(named(radarProductService), { prefix: '/svc/location' });
      await api.register(named(analyticsService), { prefix: '/svc/analytics' });
      await api.register(named(authSettingsService), { prefix: '/svc/auth-settings' });
      for (const region of reportingRegions) await api.register(named(reportingService), { prefix: `/svc/reporting/${region}` });
      await api.register(named(identityService), { prefix: '/svc/identity' });
      await api.register(named(dpcLocationService), { prefix: '/svc/location' });
      await api.register(named(dpcService), { prefix: '/svc/dpc', region: null });
      for (const region of dpcRegions) await api.register(named(dpcService), { prefix: `/svc/dpc/${regionSegment[region]}`, region });
      // Sign-up, global reader, demo data, universal data query, job stop.
      for (const region of regionKeys) {
        await api.register(named(signupService), { prefix: `/svc/reporting/${regionSegment[region]}`, region });
        await api.register(named(tenantDataCollectionService), { prefix: `/svc/reporting/${regionSegment[region]}` });
        await api.register(named(dataQueryService), { prefix: `/svc/data-query/${regionSegment[region]}`, region });
        // The tenant contact of the tenant status page.
        await api.register(named(tenantContactService), { prefix: `/svc/reporting/${regionSegment[region]}` });
      }
      await api.register(named(dataManagementService), { prefix: '/svc/data-management' });
      await api.register(named(auditService), { prefix: '/svc/audit', log: auditLog });
      // The alerting service (doc 002 §7 "Alerting").
      await api.register(named(alertingService), { prefix: '/svc/alerting' });
      // Change jobs (docs/api.md "Change jobs").
      await api.register(named(changesService), { prefix: '/svc/changes' });
    }, 'services'),
  );
  await app.register(named(consentEmulator));
  await app.register(named(cardsEmulator), { prefix: '/emulated/cards' });
  const tokens = graphTokens(app.sandbox.dataDir, app.sandbox.publicUrl);
  await app.register(named(identityEmulator), { tokens });
  await app.register(named(graphEmulator), { prefix: '/emulated/graph', tokens });
}
