import type { TenantContact, TenantContactBody } from '../../src/domain';
import type { Db } from '../db/database';

/** The tenant contact of an organization (table tenant_contacts); none until first saved. */
export function tenantContactStore(db: Db) {
  const get = db.prepare('SELECT id, name, email, phone, notes FROM tenant_contacts WHERE organization_id = ?');
  const insert = db.prepare(`INSERT INTO tenant_contacts (organization_id, name, email, phone, notes, updated_on_utc)
    VALUES (@orgId, @name, @email, @phone, @notes, @now)`);
  const update = db.prepare(`UPDATE tenant_contacts SET name = @name, email = @email, phone = @phone, notes = @notes,
    updated_on_utc = @now WHERE organization_id = @orgId`);
  return {
    ofOrganization: (orgId: number) => get.get(orgId) as TenantContact | undefined,
    create(orgId: number, body: TenantContactBody): TenantContact {
      const { lastInsertRowid } = insert.run({ orgId, ...body, now: new Date().toISOString() });
      return { id: Number(lastInsertRowid), ...body };
    },
    update(orgId: number, body: TenantContactBody): TenantContact {
      update.run({ orgId, ...body, now: new Date().toISOString() });
      return get.get(orgId) as TenantContact;
    },
  };
}
