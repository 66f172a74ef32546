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
import {
  editableSubscription,
  refuseSandboxFaults,
  requireEditableSubscription,
  requireSubscriptionEditor,
  requireSubscriptionReader,
} from './subscriptionAccess';
import { subscriptionStore } from './subscriptionStore';

const subParams = z.object({ subId: organizationIdSchema }).strict();
const itemParams = z.object({ subId: organizationIdSchema, itemId: organizationIdSchema }).strict();

/** Subscription calls of the account service (doc 000 §7), under /svc/account. See docs/api.md. */
export async function subscriptionsService(app: FastifyInstance) {
  const { db, orgIndex } = app.sandbox;
  const store = subscriptionStore(db);
  const editable = editableSubscription(store, orgIndex);

  app.get(
    '/api/v1.0/subscriptions/organizations/:orgId',
    validated({ params: orgParamsSchema }, async ({ params }, request): Promise<Subscription[]> => {
      const { org } = requireSubscriptionReader(orgIndex, request, params.orgId);
      return store.list(org.id);
    }),
  );

  app.post(
    '/api/v1.0/organizations/:orgId/subscriptions',
    validated({ params: orgParamsSchema, body: subscriptionCreateBodySchema }, async ({ params, body }, request, reply) => {
      if (body.organizationId !== params.orgId) {
        throw badRequest('organizationId must be the organization of the path', { organizationId: ['Must equal the organization id of the path'] });
      }
      const { org } = requireSubscriptionEditor(orgIndex, request, params.orgId);
      refuseSandboxFaults(body);
      const subscriptionId = store.create(org.id, body, false);
      return reply.code(201).send({ subscriptionId });
    }),
  );

  app.patch(
    '/api/v1.0/subscriptions/:subId',
    validated({ params: subParams, body: subscriptionPatchBodySchema, authorize: editable }, async ({ params, body }, request) => {
      const sub = requireEditableSubscription(store, orgIndex, request, params.subId);
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
    validated({ params: subParams, body: subscriptionItemBodySchema, authorize: editable }, async ({ params, body }, request, reply) => {
      const sub = requireEditableSubscription(store, orgIndex, request, params.subId);
      refuseSandboxFaults(body);
      const subscriptionItemId = store.addItem(sub.id, body);
      return reply.code(201).send({ subscriptionItemId });
    }),
  );

  app.patch(
    '/api/v1.0/subscriptions/:subId/items/:itemId',
    validated({ params: itemParams, body: subscriptionItemBodySchema, authorize: editable }, async ({ params, body }, request) => {
      const sub = requireEditableSubscription(store, orgIndex, request, params.subId);
      if (!store.hasItem(sub.id, params.itemId)) throw notFound(`Item ${params.itemId} is not an item of subscription ${sub.id}`);
      refuseSandboxFaults(body);
      store.updateItem(sub.id, params.itemId, body);
      return { subscriptionItemId: params.itemId };
    }),
  );
}
