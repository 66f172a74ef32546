import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  organizationIdSchema,
  orgParamsSchema,
  subscriptionCreateBodySchema,
  subscriptionItemBodySchema,
  subscriptionPatchBodySchema,
  type Subscription,
} from '../../src/domain';
import { badRequest, notFound } from '../http/errors';
import { validated } from '../http/validate';
import { grantedOrg, grantedRecord } from '../http/routeAccess';
import { editableSubscription, refuseSandboxFaults, subscriptionEditor, subscriptionReader } from './subscriptionAccess';
import { subscriptionStore, type SubscriptionStore } from './subscriptionStore';

type Sub = NonNullable<ReturnType<SubscriptionStore['subscription']>>;

const subParams = z.object({ subId: organizationIdSchema }).strict();
const itemParams = z.object({ subId: organizationIdSchema, itemId: organizationIdSchema }).strict();

/** Subscription calls of the account service (doc 000 §7), under /svc/account. See docs/api.md. */
export async function subscriptionsService(app: FastifyInstance) {
  const { db } = app.sandbox;
  const store = subscriptionStore(db);
  const editable = { config: { access: editableSubscription(store) } };

  app.get(
    '/api/v1.0/subscriptions/organizations/:orgId',
    { config: { access: subscriptionReader } },
    validated({ params: orgParamsSchema }, async (_input, request): Promise<Subscription[]> => {
      const { org } = grantedOrg(request);
      return store.list(org.id);
    }),
  );

  app.post(
    '/api/v1.0/organizations/:orgId/subscriptions',
    { config: { access: subscriptionEditor } },
    validated({ params: orgParamsSchema, body: subscriptionCreateBodySchema }, async ({ params, body }, request, reply) => {
      if (body.organizationId !== params.orgId) {
        throw badRequest('organizationId must be the organization of the path', { organizationId: ['Must equal the organization id of the path'] });
      }
      const { org } = grantedOrg(request);
      refuseSandboxFaults(body);
      const subscriptionId = store.create(org.id, body, false);
      return reply.code(201).send({ subscriptionId });
    }),
  );

  app.patch(
    '/api/v1.0/subscriptions/:subId',
    editable,
    validated({ params: subParams, body: subscriptionPatchBodySchema }, async ({ body }, request) => {
      const sub = grantedRecord<Sub>(request);
      if (body.organizationId !== undefined && body.organizationId !== sub.organizationId) {
        throw badRequest('organizationId cannot change', { organizationId: ['Must equal the subscription’s organization'] });
      }
      refuseSandboxFaults(body);
      store.update(sub.id, body);
      return { subscriptionId: sub.id };
    }),
  );

  app.post(
    '/api/v1.0/subscriptions/:subId/items',
    editable,
    validated({ params: subParams, body: subscriptionItemBodySchema }, async ({ body }, request, reply) => {
      const sub = grantedRecord<Sub>(request);
      refuseSandboxFaults(body);
      const subscriptionItemId = store.addItem(sub.id, body);
      return reply.code(201).send({ subscriptionItemId });
    }),
  );

  app.patch(
    '/api/v1.0/subscriptions/:subId/items/:itemId',
    editable,
    validated({ params: itemParams, body: subscriptionItemBodySchema }, async ({ params, body }, request) => {
      const sub = grantedRecord<Sub>(request);
      if (!store.hasItem(sub.id, params.itemId)) throw notFound(`Item ${params.itemId} is not an item of subscription ${sub.id}`);
      refuseSandboxFaults(body);
      store.updateItem(sub.id, params.itemId, body);
      return { subscriptionItemId: params.itemId };
    }),
  );
}
