import type { Db } from '../database';
import { DAY, isoDay, SEED_NOW } from './types';

/**
 * Organization hierarchy additions to the seed (docs/api.md "Seed (organization hierarchy)"), run inside the seed transaction
 * after the organizations and tenants exist: the whitelabel each connected tenant carries (a few
 * deliberately "wrong"), policy acceptance (most connected tenants accepted, some not), notes,
 * certificate-based authentication on a few named organizations.
 */
export const demoExtras = {
  /** Organization whitelabel 2, tenant carrying none: the connect flow must assign whitelabel 2. */
  wrongWhitelabelNone: 'Coho Winery',
  /** Organization whitelabel 2, tenant carrying whitelabel 3. */
  wrongWhitelabelOther: 'Olympia Sports Berlin',
  /** Connected tenants that have NOT accepted the policies (the terms dialog shows for them). */
  policiesNotAccepted: ['Coho Winery', 'Trey Research', 'Tailspin Toys', 'Cronus Retail', 'Humongous Retail', 'Alpine Ski House'],
  certificateAuth: ['Woodgrove Bank', 'Lamna Healthcare', 'Nod Publishers'],
  notes: {
    'Contoso Pharmaceuticals': 'Renewal due in March.\nPrimary contact: IT operations (ops@contoso-pharma.example).\nPrefers invoices by e-mail.',
    'Fabrikam Partners': 'Partner tier: Gold. Quarterly business review every January, April, July and October.',
    'Wide World Importers': "Data collection paused over the 2025 holidays at the customer's request; resumed 6 January.",
    'Quadrant Root': 'Vendor root organization. Do not change the parent flags or delete child organizations without a change ticket.',
    'Lamna Healthcare': "Certificate-based authentication required by the customer's security policy.",
  } as Record<string, string>,
} as const;

export function seedHierarchyExtras(db: Db, options: { generated: boolean }) {
  db.exec('DELETE FROM reporting_tenants; DELETE FROM emulated_consents;');
  // Every tenant carries its organization's whitelabel, until made wrong below.
  db.exec('UPDATE directory_tenants SET whitelabel_id = (SELECT whitelabel_id FROM organizations o WHERE o.id = organization_id)');
  const accepted = isoDay(SEED_NOW - 120 * DAY);
  const acceptAll = db.prepare(`INSERT INTO reporting_tenants (organization_id, policies_accepted_on_utc)
    SELECT organization_id, ? FROM directory_tenants`);
  if (options.generated) {
    acceptAll.run(accepted);
    db.exec('DELETE FROM reporting_tenants WHERE organization_id % 7 = 3');
    db.exec(`UPDATE directory_tenants SET whitelabel_id = NULL WHERE organization_id % 5 = 0
      AND organization_id IN (SELECT id FROM organizations WHERE whitelabel_id IS NOT NULL)`);
    db.prepare(
      `INSERT INTO reporting_tenants (organization_id, note, note_updated_on_utc)
      SELECT organization_id, 'Customer note ' || organization_id, ? FROM directory_tenants WHERE organization_id % 13 = 0
      ON CONFLICT (organization_id) DO UPDATE SET note = excluded.note, note_updated_on_utc = excluded.note_updated_on_utc`,
    ).run(accepted);
    return;
  }
  const idOf = db.prepare('SELECT id FROM organizations WHERE name = ?').pluck();
  const id = (name: string) => {
    const found = idOf.get(name) as number | undefined;
    if (found === undefined) throw new Error(`seed: no organization named ${name}`);
    return found;
  };
  const setOrgWhitelabel = db.prepare('UPDATE organizations SET whitelabel_id = ? WHERE id = ?');
  const setTenantWhitelabel = db.prepare('UPDATE directory_tenants SET whitelabel_id = ? WHERE organization_id = ?');
  setOrgWhitelabel.run(2, id(demoExtras.wrongWhitelabelNone));
  setTenantWhitelabel.run(null, id(demoExtras.wrongWhitelabelNone));
  setOrgWhitelabel.run(2, id(demoExtras.wrongWhitelabelOther));
  setTenantWhitelabel.run(3, id(demoExtras.wrongWhitelabelOther));

  acceptAll.run(accepted);
  const unaccept = db.prepare('DELETE FROM reporting_tenants WHERE organization_id = ?');
  demoExtras.policiesNotAccepted.forEach((name) => unaccept.run(id(name)));
  const cert = db.prepare('UPDATE organizations SET use_cert_based_auth = 1, auth_blocked = 0 WHERE id = ?');
  demoExtras.certificateAuth.forEach((name) => cert.run(id(name)));
  const note = db.prepare(`INSERT INTO reporting_tenants (organization_id, note, note_updated_on_utc) VALUES (?, ?, ?)
    ON CONFLICT (organization_id) DO UPDATE SET note = excluded.note, note_updated_on_utc = excluded.note_updated_on_utc`);
  for (const [name, text] of Object.entries(demoExtras.notes)) note.run(id(name), text, isoDay(SEED_NOW - 10 * DAY));
}
