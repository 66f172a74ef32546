/**
 * One access declaration per /svc route, asked by one hook (services/index.ts) before the body is
 * validated, in the manner of react-admin's `canAccess({ action, resource, record })`: a route names
 * its resource and action, how its record and that record's organization are found, and the rules of
 * src/domain/permissions that decide. The declaration sits in the route's config
 * (`app.get(url, { config: { access } }, handler)`); a /svc route registered without one answers 403
 * to every caller before anything else, so a new route is refused until it names its rule.
 *
 * Order of one request: path and query read (400); `roles`, the caller's roles (403); `record`, the
 * record and its organization (403 for an organization, 404 for a record: an unknown id and one of
 * another tenant answer alike); `rule`, the rules over caller and record (403, or the status the
 * domain decision gives); then the body (400) and the handler's own checks of state (409 …).
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import {
  canOpenRoute,
  organizationAccess,
  type ExplainedAccess,
  type FeatureFlags,
  type Profile,
  type RouteKey,
  type Verdict,
} from '../../src/domain';
import { requireOrgAccess, requireOrgRecord, requireOrgVerdict, type OrgAccessResult } from '../auth/guards';
import { profileOf, type SandboxContext } from '../context';
import type { OrgNode, OrgTree } from '../db/orgIndex';
import { forbidden, type HttpError } from './errors';
import { inputSchemasOf, parseInput, type InputSchemas } from './validate';

/** What a route does with its resource (react-admin's actions, and `manage` for a change of settings). */
export type AccessAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'manage' | 'use';

/** What a declaration's parts are asked with: the caller, the parsed path and query, the body as sent. */
export interface AccessRequest {
  profile: Profile;
  sandbox: SandboxContext;
  tree: OrgTree;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Not validated yet: a locator reads only a field that already is a plain id. */
  rawBody: unknown;
  request: FastifyRequest;
}

/** What the hook found, attached to the request for the handler (`grantedOf`). */
export interface Granted<R = unknown> {
  /** The organization the decision was taken on, with the caller's access to it. */
  org?: OrgAccessResult;
  /** The record the route addresses (a group, container, subscription …), once loaded. */
  record?: R;
}

export interface RouteAccess<R = unknown> {
  resource: string;
  action: AccessAction;
  /** The rule on the caller's roles alone, asked before the record is looked for; throws its refusal. */
  roles?: (c: AccessRequest) => void;
  /**
   * How the record and its organization are found; throws 403 or 404 when the caller may not reach
   * them. With `organizationWhere`, the rule that decides roles and organization together is asked here.
   */
  record?: (c: AccessRequest) => Granted<R>;
  /** The rule on the caller and the record found; throws its refusal. */
  rule?: (c: AccessRequest & Granted<R>) => void;
  /** Who may call it without the declaration asking more: `anyone` (no token), `signedIn` (own data only). */
  open?: 'anyone' | 'signedIn';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access declaration (server/http/routeAccess.ts). */
    access?: RouteAccess<never>;
    /** The path and query schemas of its handler (`validated()`), set when the route is registered. */
    inputSchemas?: InputSchemas;
  }
  interface FastifyRequest {
    /** What the access hook found for this request. */
    granted?: Granted;
  }
}

/** A declaration, typed by the record it loads. */
export const declareAccess = <R = unknown>(access: RouteAccess<R>): RouteAccess<never> => access as unknown as RouteAccess<never>;

/** 403 with the rule's message unless `allowed`. */
export function deny(allowed: boolean, message: string): void {
  if (!allowed) throw forbidden(message);
}

// ---- Where an id is -------------------------------------------------------------------------

/** Reads an id from a request; undefined when it is absent or not a plain id (validation answers it). */
export type IdSource = (c: AccessRequest) => number | undefined;
const plainId = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : undefined);
export const fromParam =
  (name: string): IdSource =>
  (c) =>
    plainId(c.params[name]);
export const fromQuery =
  (name: string): IdSource =>
  (c) =>
    plainId(c.query[name]);
export const fromBody =
  (name: string): IdSource =>
  (c) =>
    plainId((c.rawBody as Record<string, unknown> | null | undefined)?.[name]);

// ---- How a record is found --------------------------------------------------------------------

/**
 * The organization `from` names, which the caller must view (and, for `manage`, manage); 403 alike
 * for an unknown and a foreign one. `alsoViewed` names further organizations the request carries
 * (a body's `organizationId`): each must be viewable too, before the body is read.
 */
export function organization(from: IdSource, need: 'view' | 'manage', ...alsoViewed: IdSource[]) {
  return (c: AccessRequest): Granted<never> => {
    const id = from(c);
    let org: OrgAccessResult | undefined;
    for (const source of [from, ...alsoViewed]) {
      const other = source(c);
      if (other !== undefined) org ??= requireOrgAccess(c.tree, c.profile, other, 'view');
    }
    if (id !== undefined && need === 'manage') org = requireOrgAccess(c.tree, c.profile, id, 'manage');
    return id === undefined ? {} : { org };
  };
}

/**
 * The organization `from` names, if `rule` allows the caller there: a rule of src/domain/permissions
 * that takes the access rule's verdicts and returns its own (explainReadGroupsAt,
 * explainTenantStatusAt …), so the route decides with the very call the Access tab explains with, in
 * that rule's order (a role before view, where the rule asks it first). The access rule's refusal
 * answers as `organization()` does (403 naming `need`, an unknown organization alike); any other
 * refusal is `refused`: a message (403), or, per verdict, a message or the error the rule's reason
 * stands for (e.g. a 409).
 */
export function organizationWhere(
  from: IdSource,
  need: 'view' | 'manage',
  rule: (c: AccessRequest, access: ExplainedAccess, path: readonly OrgNode[]) => Verdict,
  refused: string | ((verdict: Verdict, c: AccessRequest) => HttpError | string),
) {
  const refusal = (verdict: Verdict, c: AccessRequest): HttpError => {
    const answer = typeof refused === 'string' ? refused : refused(verdict, c);
    return typeof answer === 'string' ? forbidden(answer) : answer;
  };
  return (c: AccessRequest): Granted<never> => {
    const id = from(c);
    if (id === undefined) return {};
    const org = requireOrgVerdict(
      c.tree,
      c.profile,
      id,
      need,
      (access, path) => rule(c, access, path),
      (verdict) => refusal(verdict, c),
    );
    return { org };
  };
}

/**
 * A record loaded by the id in path parameter `param`, which the caller reaches if they may `need`
 * its organization; 404 `notFound(id)` alike for an unknown id and one of another tenant.
 */
export function recordOf<R>(
  param: string,
  load: (sandbox: SandboxContext, id: number, c: AccessRequest) => R | undefined,
  organizationOf: (record: R) => number,
  need: 'view' | 'manage',
  notFound: (id: number | string) => string,
) {
  return (c: AccessRequest): Granted<R> => {
    const id = c.params[param] as number | string;
    const record = requireOrgRecord(c.tree, c.profile, load(c.sandbox, id as number, c) ?? undefined, organizationOf, need, notFound(id));
    const path = c.tree.path(organizationOf(record))!;
    return { record, org: { org: path[path.length - 1], tree: c.tree, path, access: organizationAccess(c.profile, path) } };
  };
}

// ---- The hook ---------------------------------------------------------------------------------

/** The route's declaration, undefined when it has none. */
export const accessOfRoute = (request: FastifyRequest): RouteAccess<never> | undefined => request.routeOptions.config?.access;

/** 403 for a /svc route without a declaration, before anything else reads the request. */
export function requireDeclaredAccess(request: FastifyRequest): void {
  if (!accessOfRoute(request)) throw forbidden('This route has no permission rule: it is refused');
}

/**
 * Asks the route's declaration (after authentication, before the body is validated) and attaches
 * what it found to the request. Path and query are read with the route's own schemas first, so a
 * malformed id answers 400 as before, whoever asks.
 */
export function askAccess(request: FastifyRequest): void {
  const access = accessOfRoute(request);
  if (!access) throw forbidden('This route has no permission rule: it is refused');
  if (access.open === 'anyone') return;
  const profile = profileOf(request);
  if (access.open === 'signedIn') return;
  const schemas = request.routeOptions.config.inputSchemas ?? {};
  const params = schemas.params ? (parseInput(schemas.params, request.params ?? {}, 'params') as Record<string, unknown>) : {};
  const query = schemas.query ? (parseInput(schemas.query, request.query ?? {}, 'query') as Record<string, unknown>) : {};
  const c: AccessRequest = {
    profile,
    sandbox: request.server.sandbox,
    tree: request.server.sandbox.orgIndex.current(),
    params,
    query,
    rawBody: request.body,
    request,
  };
  access.roles?.(c);
  const granted = access.record?.(c) ?? {};
  access.rule?.({ ...c, ...granted });
  request.granted = granted;
}

/** What the access hook found: the organization the route's declaration reached. */
export function grantedOrg(request: FastifyRequest): OrgAccessResult {
  const org = request.granted?.org;
  if (!org) throw new Error(`${request.routeOptions.url} declares no organization: it has none granted`);
  return org;
}

/** What the access hook found: the record the route's declaration loaded. */
export function grantedRecord<R>(request: FastifyRequest): R {
  const record = request.granted?.record;
  if (record === undefined) throw new Error(`${request.routeOptions.url} declares no record: it has none granted`);
  return record as R;
}

// ---- By route key, for tests and the audit -------------------------------------------------------

export const regional = /^\/svc\/(reporting|data-query|dpc)\/(us|eu|s1)\//;

/** The key of a route: `METHOD /path`, HEAD as GET, the region as {region}. */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url.replace(regional, '/svc/$1/{region}/')}`;
}

const declared = new Map<string, RouteAccess<never>>();
/**
 * A /svc route as it is registered (the onRoute hook of services/index.ts): its declaration is
 * recorded by its key, and its handler's path and query schemas go into its config for the hook.
 */
export function prepareRoute(route: RouteOptions): void {
  if (!route.url.startsWith('/svc/')) return;
  const access = route.config?.access;
  for (const method of [route.method].flat()) if (access) declared.set(routeKey(method, route.url), access);
  route.config = { ...route.config, inputSchemas: inputSchemasOf(route.handler) };
}

/** The declaration of a registered route, undefined when it has none. */
export function accessOf(method: string, url: string): RouteAccess<never> | undefined {
  return declared.get(routeKey(method, url));
}

/** A route's rule in a line (`groups.edit`, `ping: anyone`), undefined when it declares none. */
export function ruleOf(method: string, url: string): string | undefined {
  const access = accessOf(method, url);
  if (!access) return undefined;
  return `${access.resource}.${access.action}${access.open ? ` (${access.open})` : ''}`;
}

/** The page rule of src/domain/permissions/routes.ts (`canOpenRoute`) as a route's rule: 403 `message` unless the caller may open `page`. */
export const opensPage =
  (page: RouteKey, message: string, features: FeatureFlags = { groupsEnabled: true }) =>
  (c: AccessRequest): void =>
    deny(canOpenRoute(c.profile, page, features), message);

/** The most common declaration: an organization named in the path (`:orgId`, or `param`), which the caller must `need`. */
export const onOrganization = (
  resource: string,
  action: AccessAction,
  need: 'view' | 'manage',
  param = 'orgId',
  rest: Partial<RouteAccess<never>> = {},
) => declareAccess({ resource, action, record: organization(fromParam(param), need), ...rest });
