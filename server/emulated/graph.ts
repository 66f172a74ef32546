import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../http/errors';
import { validated } from '../http/validate';
import { dataCollectionStore } from '../services/dataCollectionStore';
import { PREFERRED_APPLICATION } from '../services/tenants';
import { tenantStore } from '../services/tenantStore';
import type { GraphTokens } from './graphTokens';

/** The fixed id of the directory's Global Reader role definition. */
export const GLOBAL_READER_ROLE_ID = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';
/** The applications every connected tenant has as enterprise applications: the reporting application. */
const enterpriseApps: string[] = [PREFERRED_APPLICATION.clientId];
const guid = z
  .string()
  .uuid()
  .transform((v) => v.toLowerCase());

/** The service principal of `appId` in `tenant`: a stable GUID. */
export function servicePrincipalId(tenant: string, appId: string): string {
  const h = createHash('sha256').update(`sp:${tenant}:${appId.toLowerCase()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const searchQuery = z
  .object({
    $search: z.string().regex(/^"?appId:[0-9a-fA-F-]{36}"?$/, 'Expected "appId:{id}"'),
    $select: z.string().max(200).optional(),
    $count: z.enum(['true', 'false']).optional(),
  })
  .strict();
const assignmentBody = z
  .object({
    '@odata.type': z.string().max(200).optional(),
    roleDefinitionId: guid,
    principalId: guid,
    directoryScopeId: z.literal('/'),
  })
  .strict();
const applicationKeyParams = z.object({ appId: guid }).strict();
let applicationKeyCache: { keyId: string; publicKey: string } | undefined;
/** One RSA key pair per sandbox process for the preferred application (made on first use). */
function applicationKey() {
  if (!applicationKeyCache) {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    applicationKeyCache = { keyId: createHash('sha256').update(publicKeyPem).digest('hex').slice(0, 16), publicKey: publicKeyPem };
  }
  return applicationKeyCache;
}
const assignmentParams = z.object({ assignmentId: guid }).strict();
const spRefParams = z
  .object({
    servicePrincipalRef: z.string().regex(/^servicePrincipals\(appId='[0-9a-fA-F-]{36}'\)$/, "Expected servicePrincipals(appId='{id}')"),
  })
  .strict();

/**
 * The emulated directory graph (docs/api.md "Emulated identity provider and directory graph"): the
 * service-principal and role-assignment calls of the automatic global reader setup, Microsoft Graph
 * shapes, bearer tokens of /emulated/identity only. Assigning Global Reader to the reporting
 * application's service principal grants the role to the tenant's organization.
 */
export async function graphEmulator(app: FastifyInstance, opts: { tokens: GraphTokens }) {
  const { db, publicUrl } = app.sandbox;
  const context = `${publicUrl}/emulated/graph/v1.0/$metadata`;
  const removed = db.prepare('SELECT 1 FROM emulated_removed_service_principals WHERE tenant_id = ? AND app_id = ?').pluck();
  const remove = db.prepare('INSERT OR IGNORE INTO emulated_removed_service_principals (tenant_id, app_id) VALUES (?, ?)');
  const insert =
    db.prepare(`INSERT INTO emulated_role_assignments (id, tenant_id, role_definition_id, principal_id, directory_scope_id, created_on_utc)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const byId = db.prepare('SELECT * FROM emulated_role_assignments WHERE id = ? AND tenant_id = ?');
  const existing = db.prepare('SELECT id FROM emulated_role_assignments WHERE tenant_id = ? AND role_definition_id = ? AND principal_id = ?').pluck();
  const tenants = tenantStore(db);
  const collection = dataCollectionStore(db);

  /** The app ids whose service principal exists in the tenant now. */
  const present = (tenant: string) => enterpriseApps.filter((a) => !removed.get(tenant, a));
  const claims = async (request: FastifyRequest, scope?: string) => {
    const c = await opts.tokens.verify(request.headers.authorization);
    if (scope && !c.scp.split(/\s+/).some((s) => s.split('/').pop()!.toLowerCase() === scope.toLowerCase())) {
      throw forbidden(`Insufficient privileges to complete the operation: the token lacks the ${scope} scope`);
    }
    return c;
  };
  const view = (row: { id: string; role_definition_id: string; principal_id: string; directory_scope_id: string }) => ({
    '@odata.context': `${context}#roleManagement/directory/roleAssignments/$entity`,
    id: row.id,
    roleDefinitionId: row.role_definition_id,
    principalId: row.principal_id,
    directoryScopeId: row.directory_scope_id,
  });

  // The preferred application's public key (the publicKeyUrl of GET …/azureApplications/preferred,
  // doc 000 §7 "triggers a public-key fetch"): public, as a directory's signing keys are.
  app.get(
    '/applications/:appId/publicKey',
    validated({ params: applicationKeyParams }, async ({ params }) => {
      if (params.appId !== PREFERRED_APPLICATION.id) throw notFound(`Application ${params.appId} does not exist`);
      return applicationKey();
    }),
  );

  app.get(
    '/v1.0/servicePrincipals',
    validated({ query: searchQuery }, async ({ query }, request) => {
      if (request.headers.consistencylevel !== 'eventual') {
        throw badRequest(
          "Request with $search query parameter only works through MSGraph with a special request header: 'ConsistencyLevel: eventual'",
          { ConsistencyLevel: ['Expected eventual'] },
        );
      }
      const { tid } = await claims(request);
      const appId = /appId:([0-9a-fA-F-]{36})/.exec(query.$search)![1].toLowerCase();
      const value = present(tid).includes(appId) ? [{ id: servicePrincipalId(tid, appId) }] : [];
      return { '@odata.context': `${context}#servicePrincipals(id)`, value };
    }),
  );

  app.post(
    '/v1.0/roleManagement/directory/roleAssignments',
    validated({ body: assignmentBody }, async ({ body }, request, reply) => {
      const { tid } = await claims(request, 'RoleManagement.ReadWrite.Directory');
      const app = present(tid).find((a) => servicePrincipalId(tid, a) === body.principalId);
      if (!app)
        throw badRequest(`Resource '${body.principalId}' does not exist or one of its queried reference-property objects are not present.`, {
          principalId: ['Unknown service principal'],
        });
      let id = existing.get(tid, body.roleDefinitionId, body.principalId) as string | undefined;
      if (!id) {
        id = randomUUID();
        insert.run(id, tid, body.roleDefinitionId, body.principalId, body.directoryScopeId, new Date().toISOString());
      }
      const orgId = tenants.organizationOf(tid);
      if (body.roleDefinitionId === GLOBAL_READER_ROLE_ID && orgId !== undefined) collection.grantGlobalReader(orgId);
      return reply.code(201).send(view(byId.get(id, tid) as Parameters<typeof view>[0]));
    }),
  );

  app.get(
    '/v1.0/roleManagement/directory/roleAssignments/:assignmentId',
    validated({ params: assignmentParams }, async ({ params }, request) => {
      const { tid } = await claims(request);
      const row = byId.get(params.assignmentId, tid) as Parameters<typeof view>[0] | undefined;
      if (!row) throw notFound(`Resource '${params.assignmentId}' does not exist or one of its queried reference-property objects are not present.`);
      return view(row);
    }),
  );

  app.delete(
    '/v1.0/:servicePrincipalRef',
    validated({ params: spRefParams }, async ({ params }, request, reply) => {
      const { tid } = await claims(request, 'Application.ReadWrite.All');
      const appId = /appId='([0-9a-fA-F-]{36})'/.exec(params.servicePrincipalRef)![1].toLowerCase();
      if (!present(tid).includes(appId)) throw notFound(`Resource 'servicePrincipals(appId='${appId}')' does not exist.`);
      remove.run(tid, appId);
      return reply.code(204).send();
    }),
  );
}
