import type { Db } from '../database';

/**
 * Addition to the seed (docs/api.md "Virtual boundaries"): a few boundaries of the
 * provisioned demo tenant Contoso Pharmaceuticals (and one of the root), so that a new user sees the
 * feature at once. Users are those of the organization named by e-mail, or its first other users.
 * Restrictions are written in the language of src/domain/boundaries/restriction.ts (doc 002 §5).
 */
interface SeededContainer {
  org: string;
  name: string;
  description: string;
  created: string;
  /** E-mail and anonymous flag; `*n` takes the organization's first n users not named otherwise. */
  users: [string, boolean][];
  datasources: [name: string, fields: string[], restriction?: string][];
}

export const demoContainers: SeededContainer[] = [
  {
    org: 'Contoso Pharmaceuticals',
    name: 'Clinical research',
    description: 'Research staff; reviewers see them anonymised',
    created: '2026-02-03T09:15:00.000Z',
    users: [
      ['no.roles@sandbox.test', true],
      ['customer.admin@sandbox.test', false],
    ],
    datasources: [['azure_users', ['displayName', 'department', 'country', 'jobTitle']]],
  },
  {
    org: 'Contoso Pharmaceuticals',
    name: 'Sales Europe',
    description: 'Sales teams in the European offices',
    created: '2026-03-11T14:40:00.000Z',
    users: [
      ['customer.admin@sandbox.test', false],
      ['*3', false],
    ],
    datasources: [
      ['azure_users', [], "(country eq 'Germany'{^}country eq 'France'){,}(createdDateTime gt ago(1y))"],
      ['azure_devices', ['displayName', 'operatingSystem']],
    ],
  },
  {
    org: 'Contoso Pharmaceuticals',
    name: 'Auditors',
    description: '',
    created: '2026-04-20T08:00:00.000Z',
    users: [['*2', true]],
    datasources: [['azure_groups', []]],
  },
  {
    org: 'Quadrant Root',
    name: 'Support desk',
    description: 'What first-line support may see',
    created: '2026-01-15T10:30:00.000Z',
    users: [['tms.viewer@sandbox.test', false]],
    datasources: [['azure_users', ['displayName', 'mail', 'userPrincipalName']]],
  },
];

export function seedContainers(db: Db) {
  db.exec('DELETE FROM container_datasources; DELETE FROM container_users; DELETE FROM containers;');
  const orgId = db.prepare('SELECT id FROM organizations WHERE name = ? ORDER BY id').pluck();
  const byEmail = db.prepare('SELECT id FROM users WHERE email = ? AND organization_id = ?').pluck();
  const others = db.prepare("SELECT id FROM users WHERE organization_id = ? AND email NOT LIKE '%@sandbox.test' ORDER BY email LIMIT ?").pluck();
  const container = db.prepare('INSERT INTO containers (organization_id, name, description, created_on_utc, updated_on_utc) VALUES (?, ?, ?, ?, ?)');
  const user = db.prepare('INSERT OR IGNORE INTO container_users (container_id, user_id, anonymous, allowed_actions) VALUES (?, ?, ?, ?)');
  const source = db.prepare('INSERT INTO container_datasources (container_id, datasource, allowed_fields, restriction) VALUES (?, ?, ?, ?)');
  for (const c of demoContainers) {
    const org = orgId.get(c.org) as number | undefined;
    if (org === undefined) continue;
    const id = Number(container.run(org, c.name, c.description, c.created, c.created).lastInsertRowid);
    for (const [who, anonymous] of c.users) {
      const ids = (who.startsWith('*') ? others.all(org, Number(who.slice(1))) : [byEmail.get(who, org)]) as (string | undefined)[];
      for (const u of ids) if (u !== undefined) user.run(id, u, anonymous ? 1 : 0, '[]');
    }
    for (const [name, fields, restriction] of c.datasources) source.run(id, name, JSON.stringify(fields), restriction ?? '');
  }
}
