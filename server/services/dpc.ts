import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DPC_API_VERSION, dpcAliasMessage, explainProvisionDpcAt, orgParamsSchema, type RegionKey } from '../../src/domain';
import { HttpError } from '../http/errors';
import { declareAccess, fromParam, grantedOrg, onOrganization, organizationWhere } from '../http/routeAccess';
import { validated } from '../http/validate';
import { dpcStore } from './dpcJob';

/** English text of the alias rule's catalogue keys (doc 000 §5), for `details[0].message`. */
const aliasText: Record<string, string> = {
  'dpcProvisioning.alias.matchError': 'The alias "master" is reserved',
  'dpcProvisioning.alias.lengthError': 'The alias must be at most 10 characters',
  'dpcProvisioning.alias.formatError':
    'The alias must start with a lowercase letter and contain only lowercase letters, digits and single hyphens, not ending with a hyphen',
};

/** Structure only; the alias rule answers with `details` (below). */
const putBody = z.object({ alias: z.string() }).strict();

function refuse(reply: FastifyReply, status: number, message: string, errors?: Record<string, string[]>) {
  return reply.code(status).send({ message, ...(errors ? { errors } : {}), details: [{ message }] });
}

/**
 * A DPC host (doc 000 §7 "PUT {region endpointUrl}{token}{orgId}/application", {token} =
 * '2019-06-01-alpha/organizations/'). Registered once per region under /svc/dpc/{us|eu|s1} (PUT and
 * GET) and once region-free under /svc/dpc (GET only). Refusals carry `details: [{message}]`.
 */
export async function dpcService(app: FastifyInstance, options: { region: RegionKey | null }) {
  const { db, publicUrl } = app.sandbox;
  const store = dpcStore(db, publicUrl);
  const path = `/${DPC_API_VERSION}/organizations/:orgId/application`;
  // Every refusal of this host, thrown by a guard or the input check too, carries `details`.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError) return refuse(reply, error.statusCode, error.message, error.errors);
    throw error;
  });

  app.get(
    path,
    { config: { access: onOrganization('dpcApplication', 'show', 'view') } },
    validated({ params: orgParamsSchema }, async (_input, request) => {
      return store.status(grantedOrg(request).org);
    }),
  );

  const region = options.region;
  if (!region) return;
  // The rights of explainProvisionDpcAt (the role at the root, then view), the call the Access tab
  // explains with; what is left to provision is this host's own state (409 in the handler).
  const provision = declareAccess({
    resource: 'dpcApplication',
    action: 'create',
    record: organizationWhere(
      fromParam('orgId'),
      'view',
      (c, access) => explainProvisionDpcAt(c.profile, access, { regionsAvailable: true, masterApplicationExists: false }),
      'Only a TMS admin of the root organization may provision DPC',
    ),
  });
  app.put(
    path,
    { config: { access: provision } },
    validated({ params: orgParamsSchema, body: putBody }, async ({ body }, request, reply) => {
      const { org } = grantedOrg(request);
      const aliasMessage = body.alias === '' ? { key: 'ra.validation.required' } : dpcAliasMessage(body.alias);
      if (aliasMessage) {
        const text = aliasText[aliasMessage.key] ?? 'An alias is required';
        return refuse(reply, 400, text, { alias: [aliasMessage.key] });
      }
      const current = store.overall(org.id);
      if (current === 'InProgress') return refuse(reply, 409, `DPC provisioning of ${org.name} is already in progress`);
      if (current === 'Success') return refuse(reply, 409, `DPC is already provisioned for ${org.name}`);
      const taken = store.aliasTakenBy(body.alias, org.id);
      if (taken !== undefined) return refuse(reply, 409, `The alias "${body.alias}" is already used by another organization`);
      store.start(org.id, body.alias, region);
      return reply.code(202).send(store.status(org));
    }),
  );
}

/** GET /api/v1.0/organizations/{orgId}/products/3 of the location service: DPC master application and regions. */
export async function dpcLocationService(app: FastifyInstance) {
  const { db, publicUrl } = app.sandbox;
  const store = dpcStore(db, publicUrl);
  app.get(
    '/api/v1.0/organizations/:orgId/products/3',
    { config: { access: onOrganization('dpcProducts', 'show', 'view') } },
    validated({ params: orgParamsSchema }, async ({ params }) => {
      return store.productEndpoints(params.orgId);
    }),
  );
}
