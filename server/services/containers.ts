import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  canReadBoundaries,
  canReadBoundaryRole,
  canWriteBoundaryRole,
  catalogueSource,
  containerCreateBodySchema,
  containerDatasourceCreateBodySchema,
  containerDatasourceParamsSchema,
  containerDatasourceUpdateBodySchema,
  containerParamsSchema,
  containerUpdateBodySchema,
  containerUserCreateBodySchema,
  containerUserParamsSchema,
  containerUserUpdateBodySchema,
  explainManagesBoundaries,
  explainWriteBoundaries,
  managesBoundaries,
  orgParamsSchema,
  orgUserContainersParamsSchema,
  organizationIdSchema,
  RADAR_UAPI_PRODUCT,
  unknownFields,
  type ExplainedAccess,
  type Profile,
  type ProductLocation,
  type Verdict,
  type RegionKey,
} from '../../src/domain';
import { requireOrgAccess, requireOrgRecord, requireOrgVerdict } from '../auth/guards';
import type { OrgNode } from '../db/orgIndex';
import { profileOf } from '../context';
import { regionSegment } from '../http/appConfig';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { validated } from '../http/validate';
import { containerStore, type ContainerRow } from './containerStore';

const NO_READ = 'Your roles do not allow reading virtual boundaries';
const NO_WRITE = 'Your roles do not allow managing virtual boundaries';
const CANNOT_MANAGE = 'This organization does not let its parent organizations manage its virtual boundaries';
const NOT_PROVISIONED = 'One or more tenants are not provisioned for Reporting';

/**
 * Account service, virtual boundaries (doc 002 §7 "Boundaries"): an organization's
 * containers, a container, its users and data sources, the organization's users and a user's
 * containers. Registered under /svc/account. Order of every route: path read; the role (403); the
 * organization (403) or the container (404, unknown and foreign alike); a write, managesBoundaries
 * over the organization (403: neither the caller's own nor one whose parent can manage); then the
 * body (400); writes also need both the caller's and the container's organization provisioned (409).
 */
export async function containersService(app: FastifyInstance) {
  const { db, orgIndex } = app.sandbox;
  const store = containerStore(db);
  const tree = () => orgIndex.current();

  const readRole = (p: Profile) => {
    if (!canReadBoundaryRole(p)) throw forbidden(NO_READ);
  };
  const writeRole = (p: Profile) => {
    if (!canWriteBoundaryRole(p)) throw forbidden(NO_WRITE);
  };
  const readOrg = (p: Profile, orgId: number) => {
    const r = requireOrgAccess(tree(), p, orgId, 'view');
    if (!canReadBoundaries(p, r.access)) throw forbidden(NO_READ);
  };
  const provisionedBoth = (p: Profile, orgId: number) => {
    if (!store.provisioned(p.organizationId) || !store.provisioned(orgId)) throw new HttpError(409, NOT_PROVISIONED);
  };
  /** Doc 002 §6 as written (managesBoundaries): a TMS admin too is refused where parentCanManage is false. */
  const managedHere = (p: Profile, path: Parameters<typeof managesBoundaries>[1]) => {
    if (!managesBoundaries(p, path)) throw forbidden(CANNOT_MANAGE);
  };
  const writeRefusal = (v: Verdict) =>
    v.reason === 'boundariesParentCanManageOff'
      ? forbidden(CANNOT_MANAGE)
      : v.reason === 'ownNotProvisioned' || v.reason === 'selectedNotProvisioned'
        ? new HttpError(409, NOT_PROVISIONED)
        : forbidden(NO_WRITE);
  const container = (p: Profile, id: number, need: 'view' | 'manage'): ContainerRow => {
    (need === 'view' ? readRole : writeRole)(p);
    // A boundary the caller may see but not manage is refused (403), one they may not see is unknown (404).
    const t = tree();
    const row = requireOrgRecord(t, p, store.row(id), (r) => r.organization_id, 'view', `Container ${id} not found`);
    if (need === 'manage') managedHere(p, t.path(row.organization_id) ?? []);
    return row;
  };
  const writable = (p: Profile, id: number) => {
    const row = container(p, id, 'manage');
    provisionedBoth(p, row.organization_id);
    return row;
  };
  const authorizeWrite = ({ params }: { params: { containerId: number } }, request: Parameters<typeof profileOf>[0]) => {
    writable(profileOf(request), params.containerId);
  };

  app.get(
    '/api/v1.0/organizations/:orgId/containers',
    validated({ params: orgParamsSchema }, async ({ params }, request) => {
      readOrg(profileOf(request), params.orgId);
      return store.list(params.orgId);
    }),
  );

  app.post(
    '/api/v1.0/organizations/:orgId/containers',
    validated(
      {
        params: orgParamsSchema,
        body: containerCreateBodySchema,
        // explainWriteBoundaries, the rule the Access tab explains: the role, managesBoundaries, then both provisioned.
        authorize: ({ params }, request) => {
          const p = profileOf(request);
          const rule = (access: ExplainedAccess, path: readonly OrgNode[]) =>
            explainWriteBoundaries(
              p,
              explainManagesBoundaries(p, path, access),
              !!store.provisioned(p.organizationId),
              !!store.provisioned(params.orgId),
            );
          requireOrgVerdict(tree(), p, params.orgId, 'manage', rule, writeRefusal);
        },
      },
      async ({ params, body }, _request, reply) => {
        if (store.nameTaken(params.orgId, body.name)) throw new HttpError(409, `A boundary named ${body.name.trim()} already exists`);
        return reply.code(201).send({ containerId: store.create(params.orgId, body.name, body.description ?? '') });
      },
    ),
  );

  app.get(
    '/api/v1.0/containers/:containerId',
    validated({ params: containerParamsSchema }, async ({ params }, request) =>
      store.full(container(profileOf(request), params.containerId, 'view')),
    ),
  );

  app.patch(
    '/api/v1.0/containers/:containerId',
    validated({ params: containerParamsSchema, body: containerUpdateBodySchema, authorize: authorizeWrite }, async ({ params, body }, request) => {
      const row = writable(profileOf(request), params.containerId);
      const name = body.name ?? row.name;
      if (store.nameTaken(row.organization_id, name, row.id)) throw new HttpError(409, `A boundary named ${name.trim()} already exists`);
      store.update(row.id, name, body.description ?? row.description);
      return store.full(store.row(row.id)!);
    }),
  );

  app.delete(
    '/api/v1.0/containers/:containerId',
    validated({ params: containerParamsSchema, authorize: authorizeWrite }, async ({ params }, request, reply) => {
      store.remove(writable(profileOf(request), params.containerId).id);
      return reply.code(204).send();
    }),
  );

  app.post(
    '/api/v1.0/containers/:containerId/users',
    validated(
      { params: containerParamsSchema, body: containerUserCreateBodySchema, authorize: authorizeWrite },
      async ({ params, body }, request, reply) => {
        const row = writable(profileOf(request), params.containerId);
        if (!store.isOrganizationUser(row.organization_id, body.userId)) {
          const message = `User ${body.userId} is not a user of the boundary's organization`;
          throw badRequest(message, { userId: [message] });
        }
        if (store.hasUser(row.id, body.userId)) throw new HttpError(409, `User ${body.userId} is already in the boundary`);
        return reply.code(201).send({ novaContainerUserId: store.addUser(row.id, body.userId, body.anonymous, body.allowedActions ?? []) });
      },
    ),
  );

  const containerUser = (p: Profile, containerId: number, id: number) => {
    const row = writable(p, containerId);
    const user = store.userRow(id);
    if (!user || user.container_id !== row.id) throw notFound(`Container user ${id} not found`);
    return user;
  };
  const authorizeUser = ({ params }: { params: z.infer<typeof containerUserParamsSchema> }, request: Parameters<typeof profileOf>[0]) => {
    containerUser(profileOf(request), params.containerId, params.novaContainerUserId);
  };
  app.patch(
    '/api/v1.0/containers/:containerId/users/:novaContainerUserId',
    validated(
      { params: containerUserParamsSchema, body: containerUserUpdateBodySchema, authorize: authorizeUser },
      async ({ params, body }, request) => {
        const user = containerUser(profileOf(request), params.containerId, params.novaContainerUserId);
        store.updateUser(user, body.anonymous, body.allowedActions);
        return store.full(store.row(user.container_id)!).users.find((u) => u.novaContainerUserId === user.id);
      },
    ),
  );
  app.delete(
    '/api/v1.0/containers/:containerId/users/:novaContainerUserId',
    validated({ params: containerUserParamsSchema, authorize: authorizeUser }, async ({ params }, request, reply) => {
      store.removeUser(containerUser(profileOf(request), params.containerId, params.novaContainerUserId));
      return reply.code(204).send();
    }),
  );

  /** The catalogue's source and fields (docs/api.md): 400 naming the field otherwise. */
  const checkFields = (name: string, fields: string[]) => {
    const source = catalogueSource(name);
    if (!source) throw badRequest(`Unknown data source ${name}`, { datasource: [`Unknown data source ${name}`] });
    const unknown = unknownFields(source, fields);
    if (unknown.length)
      throw badRequest(`Unknown fields of ${name}: ${unknown.join(', ')}`, { allowedFields: unknown.map((f) => `Unknown field ${f}`) });
  };
  app.post(
    '/api/v1.0/containers/:containerId/datasources',
    validated(
      { params: containerParamsSchema, body: containerDatasourceCreateBodySchema, authorize: authorizeWrite },
      async ({ params, body }, request, reply) => {
        const row = writable(profileOf(request), params.containerId);
        checkFields(body.datasource, body.allowedFields);
        if (store.hasDatasource(row.id, body.datasource)) throw new HttpError(409, `The boundary already has the data source ${body.datasource}`);
        return reply.code(201).send({ datasourceId: store.addDatasource(row.id, body.datasource, body.allowedFields, body.restriction ?? '') });
      },
    ),
  );

  const containerDatasource = (p: Profile, containerId: number, id: number) => {
    const row = writable(p, containerId);
    const entry = store.datasourceRow(id);
    if (!entry || entry.container_id !== row.id) throw notFound(`Container data source ${id} not found`);
    return entry;
  };
  const authorizeDatasource = ({ params }: { params: z.infer<typeof containerDatasourceParamsSchema> }, request: Parameters<typeof profileOf>[0]) => {
    containerDatasource(profileOf(request), params.containerId, params.datasourceId);
  };
  app.patch(
    '/api/v1.0/containers/:containerId/datasources/:datasourceId',
    validated(
      { params: containerDatasourceParamsSchema, body: containerDatasourceUpdateBodySchema, authorize: authorizeDatasource },
      async ({ params, body }, request) => {
        const entry = containerDatasource(profileOf(request), params.containerId, params.datasourceId);
        checkFields(entry.datasource, body.allowedFields);
        store.updateDatasource(entry, body.allowedFields, body.restriction);
        return store.datasource(entry.id);
      },
    ),
  );
  app.delete(
    '/api/v1.0/containers/:containerId/datasources/:datasourceId',
    validated({ params: containerDatasourceParamsSchema, authorize: authorizeDatasource }, async ({ params }, request, reply) => {
      store.removeDatasource(containerDatasource(profileOf(request), params.containerId, params.datasourceId));
      return reply.code(204).send();
    }),
  );

  app.get(
    '/api/v1.0/organizations/:orgId/users',
    validated({ params: orgParamsSchema }, async ({ params }, request) => {
      readOrg(profileOf(request), params.orgId);
      return store.organizationUsers(params.orgId);
    }),
  );

  app.get(
    '/api/v1.0/organizations/:orgId/users/:userId/novaContainerUsers',
    validated({ params: orgUserContainersParamsSchema }, async ({ params }, request) => {
      readOrg(profileOf(request), params.orgId);
      return store.memberships(params.orgId, params.userId);
    }),
  );
}

const productParamsSchema = z.object({ orgId: organizationIdSchema, productName: z.literal(RADAR_UAPI_PRODUCT.name) }).strict();

/**
 * Location service, the provisioning check of the boundaries page (doc 002 §7 "GET
 * /api/v1.0/organizations/{org}/products/1/Radar%20uAPI ... list; non-empty means provisioned"):
 * one entry when the organization has a Reporting endpoint, else []. Registered under /svc/location.
 */
export async function radarProductService(app: FastifyInstance) {
  const { db, orgIndex, publicUrl } = app.sandbox;
  const store = containerStore(db);
  app.get(
    `/api/v1.0/organizations/:orgId/products/${RADAR_UAPI_PRODUCT.id}/:productName`,
    validated({ params: productParamsSchema }, async ({ params }, request): Promise<ProductLocation[]> => {
      requireOrgAccess(orgIndex.current(), profileOf(request), params.orgId, 'view');
      const region = store.provisioned(params.orgId) as RegionKey | undefined;
      if (!region) return [];
      return [
        {
          organizationId: params.orgId,
          productId: RADAR_UAPI_PRODUCT.id,
          productName: RADAR_UAPI_PRODUCT.name,
          region,
          endpointUrl: `${publicUrl}/svc/reporting/${regionSegment[region]}`,
        },
      ];
    }),
  );
}
