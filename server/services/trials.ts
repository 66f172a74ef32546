import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { organizationIdSchema, orgParamsSchema, trialItemBodySchema, trialSubscriptionBodySchema } from '../../src/domain';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import { validated } from '../http/validate';
import { dpcStore } from './dpcJob';
import { grantedOrg, grantedRecord } from '../http/routeAccess';
import { editableSubscription, subscriptionEditor } from './subscriptionAccess';
import { subscriptionStore } from './subscriptionStore';

/** Trial length (ours: the spec names none): 30 days from the start of today. */
export const TRIAL_DAYS = 30;
const DAY = 86_400_000;

/**
 * What a trial needs, shared by the trial routes and change jobs (server/services/changeActions.ts):
 * the services an organization may get a trial of (its service endpoints; DPC once its master
 * application exists), and a trial item's dates.
 */
export function trialRules(db: Db, publicUrl: string) {
  const dpc = dpcStore(db, publicUrl);
  const endpointNames = db.prepare('SELECT endpoint_name FROM service_endpoints WHERE organization_id = ?').pluck();
  const services = (orgId: number) => {
    const names = new Set(endpointNames.all(orgId) as string[]);
    if (dpc.masterApplicationExists(orgId)) names.add('DPC');
    return names;
  };
  const trialItem = (body: z.infer<typeof trialItemBodySchema>) => {
    const start = new Date();
    start.setUTCHours(0, 0, 0, 0);
    return { ...body, startDate: start.toISOString(), endDate: new Date(start.getTime() + TRIAL_DAYS * DAY).toISOString(), cancelledDate: null };
  };
  return { services, trialItem };
}

/**
 * The managed (trial) calls of the account service (doc 000 §7, §5 "Trial subscription"). Only a
 * service whose endpoint appears in the organization's service locations may get a trial: its
 * endpoint name equals the product; DPC counts once its master application exists.
 */
export async function trialsService(app: FastifyInstance) {
  const { db, publicUrl } = app.sandbox;
  const store = subscriptionStore(db);
  const editable = editableSubscription(store, 'create');
  const { services, trialItem } = trialRules(db, publicUrl);

  app.post(
    '/api/v1.0/organizations/:orgId/subscriptions/managed',
    { config: { access: subscriptionEditor } },
    validated({ params: orgParamsSchema, body: trialSubscriptionBodySchema }, async ({ body }, request, reply) => {
      const { org } = grantedOrg(request);
      if (services(org.id).size === 0) {
        throw badRequest(`${org.name} has no service endpoint in its service locations: no trial can be added`, {
          organizationId: ['No service endpoint'],
        });
      }
      const subscriptionId = store.create(org.id, body, true);
      return reply.code(201).send({ subscriptionId });
    }),
  );

  app.post(
    '/api/v1.0/subscriptions/:subId/managed',
    { config: { access: editable } },
    validated({ params: z.object({ subId: organizationIdSchema }).strict(), body: trialItemBodySchema }, async ({ body }, request, reply) => {
      const sub = grantedRecord<{ id: number; organizationId: number; managed: boolean }>(request);
      if (!sub.managed) throw badRequest(`Subscription ${sub.id} is not a trial subscription`, { subscriptionId: ['Not a managed subscription'] });
      if (!services(sub.organizationId).has(body.product)) {
        throw badRequest(`${body.product} has no endpoint in the organization's service locations: no trial can be added`, {
          product: ['No endpoint for this service'],
        });
      }
      const subscriptionItemId = store.addItem(sub.id, trialItem(body));
      return reply.code(201).send({ subscriptionItemId });
    }),
  );
}
