import type { DirectoryTenant } from '../../src/domain';
import type { Db } from '../db/database';

/** Reads and writes the directory tenant records (directory_tenants, verified_domains). */
export function tenantStore(db: Db) {
  const byOrg = db.prepare(
    'SELECT id, name, last_updated_on_utc, whitelabel_id FROM directory_tenants WHERE organization_id = ? ORDER BY id LIMIT 1',
  );
  const byId = db.prepare('SELECT organization_id FROM directory_tenants WHERE id = ?').pluck();
  const domains = db.prepare('SELECT domain_name, is_default FROM verified_domains WHERE tenant_id = ? ORDER BY is_default DESC, domain_name');
  const touch = db.prepare('UPDATE directory_tenants SET last_updated_on_utc = ? WHERE id = ?');
  const setWhitelabel = db.prepare('UPDATE directory_tenants SET whitelabel_id = ? WHERE id = ?');
  const dropForOrg = db.prepare('DELETE FROM directory_tenants WHERE organization_id = ?');
  const insertTenant = db.prepare(
    'INSERT INTO directory_tenants (id, organization_id, name, last_updated_on_utc, whitelabel_id) VALUES (?, ?, ?, ?, NULL)',
  );
  const insertDomain = db.prepare('INSERT INTO verified_domains (tenant_id, domain_name, is_default) VALUES (?, ?, 1)');
  const setOrgTenant = db.prepare('UPDATE organizations SET azure_ad_tenant_id = ? WHERE id = ?');

  function ofOrganization(orgId: number): DirectoryTenant | null {
    const row = byOrg.get(orgId) as { id: string; name: string; last_updated_on_utc: string; whitelabel_id: number | null } | undefined;
    if (!row) return null;
    const rows = domains.all(row.id) as { domain_name: string; is_default: number }[];
    return {
      id: row.id,
      name: row.name,
      verifiedDomains: rows.map((d) => ({ domainName: d.domain_name, isDefault: d.is_default === 1 })),
      lastUpdatedOnUtc: row.last_updated_on_utc,
      whitelabelId: row.whitelabel_id,
    };
  }

  return {
    ofOrganization,
    /** The organization a tenant is connected to, if any. */
    organizationOf: (tenantId: string) => byId.get(tenantId) as number | undefined,
    touch: (tenantId: string) => touch.run(new Date().toISOString(), tenantId),
    setWhitelabel: (tenantId: string, whitelabelId: number) => setWhitelabel.run(whitelabelId, tenantId),
    /** Connects a tenant the directory knows as `name` ("<name>.onmicrosoft.com"), replacing any other. */
    connect: db.transaction((orgId: number, tenantId: string, name: string) => {
      dropForOrg.run(orgId);
      insertTenant.run(tenantId, orgId, name, new Date().toISOString());
      insertDomain.run(tenantId, name);
      setOrgTenant.run(tenantId, orgId);
    }),
  };
}
