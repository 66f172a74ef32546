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
  type Profile,
  type ProductLocation,
  type Verdict,
  type RegionKey,
} from '../../src/domain';
import { profileOf } from '../context';
import { regionSegment } from '../http/appConfig';
import { badRequest, HttpError, notFound } from '../http/errors';
import {
  declareAccess,
  deny,
  fromParam,
  grantedRecord,
  onOrganization,
  organizationWhere,
  recordOf,
  type AccessRequest,
  type Granted,
} from '../http/routeAccess';
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
  const { db } = app.sandbox;
  const store = containerStore(db);

  const readRole = (c: AccessRequest) => deny(canReadBoundaryRole(c.profile), NO_READ);
  const writeRole = (c: AccessRequest) => deny(canWriteBoundaryRole(c.profile), NO_WRITE);
  /** An organization's boundaries and users: view of it, then canReadBoundaries over that access. */
  const readOrg = (resource: string) =>
    onOrganization(resource, 'list', 'view', 'orgId', { rule: (c) => deny(canReadBoundaries(c.profile, c.org!.access), NO_READ) });
  /**
   * Both the caller's and the container's organization provisioned: state, not access, but asked
   * with it (409) so that every write of a boundary answers it before its body.
   */
  const provisionedBoth = (p: Profile, orgId: number) => {
    if (!store.provisioned(p.organizationId) || !store.provisioned(orgId)) throw new HttpError(409, NOT_PROVISIONED);
  };
  /** Doc 002 §6 as written (managesBoundaries): a TMS admin too is refused where parentCanManage is false. */
  const managedHere = (c: AccessRequest & Granted) => deny(managesBoundaries(c.profile, c.org!.path), CANNOT_MANAGE);
  const theContainer = recordOf(
    'containerId',
    (_sandbox, id) => store.row(id),
    (r: ContainerRow) => r.organization_id,
    'view',
    (id) => `Container ${id} not found`,
  );
  /** A boundary the caller may see but not manage is refused (403), one they may not see is unknown (404). */
  const readContainer = declareAccess({ resource: 'containers', action: 'show', roles: readRole, record: theContainer });
  /** A write of a boundary: the role (403), the container (404), managesBoundaries (403), then provisioned (409). */
  const writeContainer = (action: 'edit' | 'delete', part?: (c: AccessRequest, row: ContainerRow) => void) =>
    declareAccess<ContainerRow>({
      resource: 'containers',
      action,
      roles: writeRole,
      record: theContainer,
      rule: (c) => {
        managedHere(c);
        provisionedBoth(c.profile, c.record!.organization_id);
        part?.(c, c.record!);
      },
    });
  /** explainWriteBoundaries' refusals: the role and managesBoundaries 403, provisioning 409. */
  const writeRefusal = (v: Verdict) =>
    v.reason === 'boundariesParentCanManageOff'
      ? CANNOT_MANAGE
      : v.reason === 'ownNotProvisioned' || v.reason === 'selectedNotProvisioned'
        ? new HttpError(409, NOT_PROVISIONED)
        : NO_WRITE;

  app.get(
    '/api/v1.0/organizations/:orgId/containers',
    { config: { access: readOrg('containers') } },
    validated({ params: orgParamsSchema }, async ({ params }) => {
      return store.list(params.orgId);
    }),
  );

  app.post(
    '/api/v1.0/organizations/:orgId/containers',
    {
      config: {
        access: declareAccess({
          resource: 'containers',
          action: 'create',
          // explainWriteBoundaries, the rule the Access tab explains: the role, managesBoundaries, then both provisioned.
          record: organizationWhere(
            fromParam('orgId'),
            'manage',
            (c, access, path) =>
              explainWriteBoundaries(
                c.profile,
                explainManagesBoundaries(c.profile, path, access),
                !!store.provisioned(c.profile.organizationId),
                !!store.provisioned(c.params.orgId as number),
              ),
            writeRefusal,
          ),
        }),
      },
    },
    validated({ params: orgParamsSchema, body: containerCreateBodySchema }, async ({ params, body }, _request, reply) => {
      if (store.nameTaken(params.orgId, body.name)) throw new HttpError(409, `A boundary named ${body.name.trim()} already exists`);
      return reply.code(201).send({ containerId: store.create(params.orgId, body.name, body.description ?? '') });
    }),
  );

  app.get(
    '/api/v1.0/containers/:containerId',
    { config: { access: readContainer } },
    validated({ params: containerParamsSchema }, async (_input, request) => store.full(grantedRecord<ContainerRow>(request))),
  );

  app.patch(
    '/api/v1.0/containers/:containerId',
    { config: { access: writeContainer('edit') } },
    validated({ params: containerParamsSchema, body: containerUpdateBodySchema }, async ({ body }, request) => {
      const row = grantedRecord<ContainerRow>(request);
      const name = body.name ?? row.name;
      if (store.nameTaken(row.organization_id, name, row.id)) throw new HttpError(409, `A boundary named ${name.trim()} already exists`);
      store.update(row.id, name, body.description ?? row.description);
      return store.full(store.row(row.id)!);
    }),
  );

  app.delete(
    '/api/v1.0/containers/:containerId',
    { config: { access: writeContainer('delete') } },
    validated({ params: containerParamsSchema }, async (_input, request, reply) => {
      store.remove(grantedRecord<ContainerRow>(request).id);
      return reply.code(204).send();
    }),
  );

  app.post(
    '/api/v1.0/containers/:containerId/users',
    { config: { access: writeContainer('edit') } },
    validated({ params: containerParamsSchema, body: containerUserCreateBodySchema }, async ({ body }, request, reply) => {
      const row = grantedRecord<ContainerRow>(request);
      if (!store.isOrganizationUser(row.organization_id, body.userId)) {
        const message = `User ${body.userId} is not a user of the boundary's organization`;
        throw badRequest(message, { userId: [message] });
      }
      if (store.hasUser(row.id, body.userId)) throw new HttpError(409, `User ${body.userId} is already in the boundary`);
      return reply.code(201).send({ novaContainerUserId: store.addUser(row.id, body.userId, body.anonymous, body.allowedActions ?? []) });
    }),
  );

  /** A user of the container: one of another container's answers 404 as an unknown one. */
  const containerUser = (c: { params: Record<string, unknown> }, row: ContainerRow) => {
    const id = c.params.novaContainerUserId as number;
    const user = store.userRow(id);
    if (!user || user.container_id !== row.id) throw notFound(`Container user ${id} not found`);
    return user;
  };
  const userOf = (request: Parameters<typeof profileOf>[0], params: z.infer<typeof containerUserParamsSchema>) =>
    containerUser({ params }, grantedRecord<ContainerRow>(request));
  app.patch(
    '/api/v1.0/containers/:containerId/users/:novaContainerUserId',
    { config: { access: writeContainer('edit', containerUser) } },
    validated({ params: containerUserParamsSchema, body: containerUserUpdateBodySchema }, async ({ params, body }, request) => {
      const user = userOf(request, params);
      store.updateUser(user, body.anonymous, body.allowedActions);
      return store.full(store.row(user.container_id)!).users.find((u) => u.novaContainerUserId === user.id);
    }),
  );
  app.delete(
    '/api/v1.0/containers/:containerId/users/:novaContainerUserId',
    { config: { access: writeContainer('edit', containerUser) } },
    validated({ params: containerUserParamsSchema }, async ({ params }, request, reply) => {
      store.removeUser(userOf(request, params));
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
    { config: { access: writeContainer('edit') } },
    validated({ params: containerParamsSchema, body: containerDatasourceCreateBodySchema }, async ({ body }, request, reply) => {
      const row = grantedRecord<ContainerRow>(request);
      checkFields(body.datasource, body.allowedFields);
      if (store.hasDatasource(row.id, body.datasource)) throw new HttpError(409, `The boundary already has the data source ${body.datasource}`);
      return reply.code(201).send({ datasourceId: store.addDatasource(row.id, body.datasource, body.allowedFields, body.restriction ?? '') });
    }),
  );

  /** A data source entry of the container: one of another container's answers 404 as an unknown one. */
  const containerDatasource = (c: { params: Record<string, unknown> }, row: ContainerRow) => {
    const id = c.params.datasourceId as number;
    const entry = store.datasourceRow(id);
    if (!entry || entry.container_id !== row.id) throw notFound(`Container data source ${id} not found`);
    return entry;
  };
  const datasourceOf = (request: Parameters<typeof profileOf>[0], params: z.infer<typeof containerDatasourceParamsSchema>) =>
    containerDatasource({ params }, grantedRecord<ContainerRow>(request));
  app.patch(
    '/api/v1.0/containers/:containerId/datasources/:datasourceId',
    { config: { access: writeContainer('edit', containerDatasource) } },
    validated({ params: containerDatasourceParamsSchema, body: containerDatasourceUpdateBodySchema }, async ({ params, body }, request) => {
      const entry = datasourceOf(request, params);
      checkFields(entry.datasource, body.allowedFields);
      store.updateDatasource(entry, body.allowedFields, body.restriction);
      return store.datasource(entry.id);
    }),
  );
  app.delete(
    '/api/v1.0/containers/:containerId/datasources/:datasourceId',
    { config: { access: writeContainer('edit', containerDatasource) } },
    validated({ params: containerDatasourceParamsSchema }, async ({ params }, request, reply) => {
      store.removeDatasource(datasourceOf(request, params));
      return reply.code(204).send();
    }),
  );

  app.get(
    '/api/v1.0/organizations/:orgId/users',
    { config: { access: readOrg('boundaryUsers') } },
    validated({ params: orgParamsSchema }, async ({ params }) => {
      return store.organizationUsers(params.orgId);
    }),
  );

  app.get(
    '/api/v1.0/organizations/:orgId/users/:userId/novaContainerUsers',
    { config: { access: readOrg('boundaryUsers') } },
    validated({ params: orgUserContainersParamsSchema }, async ({ params }) => {
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
  const { db, publicUrl } = app.sandbox;
  const store = containerStore(db);
  app.get(
    `/api/v1.0/organizations/:orgId/products/${RADAR_UAPI_PRODUCT.id}/:productName`,
    { config: { access: onOrganization('productLocations', 'show', 'view') } },
    validated({ params: productParamsSchema }, async ({ params }): Promise<ProductLocation[]> => {
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
