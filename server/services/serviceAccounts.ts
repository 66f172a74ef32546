import type { FastifyInstance } from 'fastify';
import {
  isAccountTypeAllowed,
  orgParamsSchema,
  serviceAccountCreateBodySchema,
  serviceAccountIdParamsSchema,
  serviceAccountMessages,
  ServiceAccountState,
  serviceAccountUpdateBodySchema,
  type EncryptionPublicKey,
  type ServiceAccount,
  type ServiceAccountCreateBody,
} from '../../src/domain';
import type { Db } from '../db/database';
import { badRequest, HttpError } from '../http/errors';
import { declareAccess, fromParam, grantedRecord, opensPage, organization, recordOf, type AccessAction } from '../http/routeAccess';
import { validated } from '../http/validate';
import { serviceAccountKeys, type ServiceAccountKeys } from './serviceAccountKeys';

interface Row {
  id: number;
  organization_id: number;
  identifier: string;
  user_name: string;
  product_id: number;
  state: number;
  status_reason: string | null;
  last_updated_utc: string;
}

const toAccount = (r: Row): ServiceAccount => ({
  id: r.id,
  organizationId: r.organization_id,
  identifier: r.identifier,
  userName: r.user_name,
  productId: r.product_id,
  state: r.state as ServiceAccount['state'],
  statusReason: r.status_reason,
  lastUpdated: r.last_updated_utc,
});

const SECRET_UNREADABLE = 'The secret could not be decrypted: encrypt the password with the key of GET /api/v1.1/serviceAccounts/encryptionPublicKey';

/** The clear password of an encrypted secret, or a 400 naming the field. Never logged, never stored. */
export function decryptSecret(keys: ServiceAccountKeys, secret: string): string {
  const bytes = keys.decrypt(secret);
  try {
    if (bytes) return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    /* not text: same answer as a ciphertext that does not decrypt */
  }
  throw badRequest(SECRET_UNREADABLE, { secret: [SECRET_UNREADABLE] });
}

/** Sandbox stand-in for the service's check: the username must belong to the tenant's verified domains. */
export function checkState(db: Db, orgId: number, userName: string): { state: ServiceAccountState; reason: string | null } {
  const domain = userName.slice(userName.lastIndexOf('@') + 1).toLowerCase();
  const domains = db
    .prepare(
      `SELECT lower(d.domain_name) FROM verified_domains d JOIN directory_tenants t ON t.id = d.tenant_id
    WHERE t.organization_id = ?`,
    )
    .pluck()
    .all(orgId) as string[];
  if (domains.length === 0) return { state: ServiceAccountState.Failed, reason: 'The organization has no connected directory tenant' };
  if (!domains.includes(domain)) return { state: ServiceAccountState.Failed, reason: `The domain ${domain} is not a verified domain of the tenant` };
  return { state: ServiceAccountState.Active, reason: null };
}

/**
 * Account service, service accounts (doc 001 §2.6, §5, §7): list, create, update, delete, and the
 * public key the browser encrypts the password with. Registered under /svc/account.
 */
export async function serviceAccountsService(app: FastifyInstance) {
  const { db, dataDir } = app.sandbox;
  const brand = app.sandbox.brand;
  const keys = () => serviceAccountKeys(dataDir);
  const listStmt = db.prepare('SELECT * FROM service_accounts WHERE organization_id = ? ORDER BY identifier COLLATE NOCASE, id');
  const oneStmt = db.prepare('SELECT * FROM service_accounts WHERE id = ?');
  const sameName = db.prepare('SELECT id FROM service_accounts WHERE organization_id = ? AND user_name = ? AND id <> ?').pluck();

  /** The service accounts page's roles (the serviceAccounts page rule, opensPage). */
  const roles = opensPage('serviceAccounts', 'Your roles do not allow managing service accounts');
  /** The page's roles, then manage of the organization in the path. */
  const ofOrganization = (action: AccessAction) =>
    declareAccess({ resource: 'serviceAccounts', action, roles, record: organization(fromParam('orgId'), 'manage') });
  /** The page's roles, then the account, whose organization the caller manages (404 alike for unknown and foreign). */
  const account = (action: AccessAction) =>
    declareAccess<Row>({
      resource: 'serviceAccounts',
      action,
      roles,
      record: recordOf(
        'serviceAccountId',
        (_sandbox, id) => oneStmt.get(id) as Row | undefined,
        (r) => r.organization_id,
        'manage',
        (id) => `Service account ${id} not found`,
      ),
    });

  /** Checks the fields with the domain rules; answers the values to store (secret sealed), or 400/409. */
  const prepare = (orgId: number, body: Omit<ServiceAccountCreateBody, 'secret'> & { secret?: string }, id = 0) => {
    const password = body.secret === undefined ? undefined : decryptSecret(keys(), body.secret);
    const messages = serviceAccountMessages({
      identifier: body.identifier,
      userName: body.userName,
      password: password ?? 'unchanged',
      confirmPassword: password ?? 'unchanged',
    });
    const errors: Record<string, string[]> = {};
    for (const [field, m] of Object.entries(messages)) {
      if (field !== 'confirmPassword') (errors[field === 'password' ? 'secret' : field] ??= []).push(m.key);
    }
    if (!isAccountTypeAllowed(brand, body.productId)) errors.productId = ['serviceAccounts.validation.productNotAllowed'];
    if (Object.keys(errors).length) throw badRequest('The service account is not valid', errors);
    const userName = body.userName.trim();
    if (sameName.get(orgId, userName, id) !== undefined) throw new HttpError(409, `A service account with the username ${userName} already exists`);
    const { state, reason } = checkState(db, orgId, userName);
    return {
      identifier: body.identifier.trim(),
      userName,
      productId: body.productId,
      state,
      reason,
      now: new Date().toISOString(),
      sealed: password === undefined ? undefined : keys().seal(password),
    };
  };

  app.get(
    '/api/v1.1/serviceAccounts/encryptionPublicKey',
    { config: { access: declareAccess({ resource: 'serviceAccountKey', action: 'show', roles }) } },
    validated({}, async (): Promise<EncryptionPublicKey> => {
      return { publicKey: keys().publicKeyPem };
    }),
  );

  app.get(
    '/api/v1.0/organizations/:orgId/user/serviceAccounts',
    { config: { access: ofOrganization('list') } },
    validated({ params: orgParamsSchema }, async ({ params }): Promise<ServiceAccount[]> => {
      return (listStmt.all(params.orgId) as Row[]).map(toAccount);
    }),
  );

  app.post(
    '/api/v1.0/organizations/:orgId/user/serviceAccounts',
    { config: { access: ofOrganization('create') } },
    validated({ params: orgParamsSchema, body: serviceAccountCreateBodySchema }, async ({ params, body }, _request, reply) => {
      const v = prepare(params.orgId, body);
      const result = db
        .prepare(
          `INSERT INTO service_accounts (organization_id, identifier, user_name, product_id, secret_ciphertext, state,
        status_reason, last_updated_utc) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(params.orgId, v.identifier, v.userName, v.productId, v.sealed, v.state, v.reason, v.now);
      return reply.code(201).send({ id: Number(result.lastInsertRowid) });
    }),
  );

  app.patch(
    '/api/v1.0/serviceAccounts/:serviceAccountId',
    { config: { access: account('edit') } },
    validated({ params: serviceAccountIdParamsSchema, body: serviceAccountUpdateBodySchema }, async ({ body }, request): Promise<ServiceAccount> => {
      const row = grantedRecord<Row>(request);
      const v = prepare(row.organization_id, body, row.id);
      db.prepare(
        `UPDATE service_accounts SET identifier = ?, user_name = ?, product_id = ?, secret_ciphertext = COALESCE(?, secret_ciphertext),
        state = ?, status_reason = ?, last_updated_utc = ? WHERE id = ?`,
      ).run(v.identifier, v.userName, v.productId, v.sealed ?? null, v.state, v.reason, v.now, row.id);
      return toAccount(oneStmt.get(row.id) as Row);
    }),
  );

  app.delete(
    '/api/v1.0/serviceAccounts/:serviceAccountId',
    { config: { access: account('delete') } },
    validated({ params: serviceAccountIdParamsSchema }, async (_input, request, reply) => {
      const row = grantedRecord<Row>(request);
      db.prepare('DELETE FROM service_accounts WHERE id = ?').run(row.id);
      return reply.code(204).send();
    }),
  );
}
