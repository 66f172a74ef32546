import type { Db } from '../database';

/**
 * Addition to the seed (docs/api.md "Organization groups"): a few organization groups, so
 * that a new user sees the feature at once. The root organization groups by region and by partner;
 * the distributor, the partner and the customer account's organizations each own one group.
 * Members are organizations of the owning organization's subtree. The generated hierarchy gets the
 * by-region groups of the root only (the first 40 organizations of each region).
 */
type Seeded = [name: string, members: string[], children?: Seeded[]];

export const demoGroups: Record<string, Seeded[]> = {
  'Quadrant Root': [
    [
      'By region',
      [],
      [
        ['United States', ['Northwind Distribution', 'Quadrant Internal IT', 'Humongous Holdings']],
        [
          'Europe',
          ['Contoso Distribution EMEA', 'Quadrant Demo Partners'],
          [
            ['Germany', ['Olympia Sports Berlin', 'Best For You Organics DE']],
            ['United Kingdom', ['Best For You Organics UK']],
          ],
        ],
        ['S1', ['Meridian Distribution']],
      ],
    ],
    [
      'By partner',
      [],
      [
        ['Fabrikam Partners', ['Fabrikam Partners', 'Contoso Pharmaceuticals', 'Coho Winery', 'Blue Yonder Airlines']],
        ['Tailspin Partners', ['Tailspin Partners', 'Tailspin Toys', 'City Power & Light', 'Nod Publishers']],
        ['Cronus Partners', ['Cronus Partners', 'Cronus Retail', 'Cronus Manufacturing']],
      ],
    ],
    ['Data collection on hold', ['Lamna Healthcare']],
  ],
  'Northwind Distribution': [['Key partners', ['Fabrikam Partners', 'Adatum IT Services']]],
  'Fabrikam Partners': [['Healthcare customers', ['Contoso Pharmaceuticals', 'Humongous Insurance']]],
  'Contoso Pharmaceuticals': [['Production', ['Contoso Pharmaceuticals']]],
};

export function seedGroups(db: Db, options: { generated: boolean }) {
  db.exec('DELETE FROM organization_group_members; DELETE FROM organization_groups;');
  const group = db.prepare('INSERT INTO organization_groups (organization_id, parent_id, name) VALUES (?, ?, ?)');
  const member = db.prepare('INSERT INTO organization_group_members (group_id, organization_id) VALUES (?, ?)');
  if (options.generated) {
    const root = db.prepare('SELECT id FROM organizations WHERE parent_id IS NULL ORDER BY id').pluck().get() as number;
    const byRegion = Number(group.run(root, null, 'By region').lastInsertRowid);
    for (const region of ['US', 'EMEA', 'S1']) {
      const id = Number(group.run(root, byRegion, region).lastInsertRowid);
      const ids = db
        .prepare('SELECT id FROM organizations WHERE region = ? AND parent_id IS NOT NULL ORDER BY id LIMIT 40')
        .pluck()
        .all(region) as number[];
      ids.forEach((o) => member.run(id, o));
    }
    return;
  }
  const idOf = db.prepare('SELECT id FROM organizations WHERE name = ?').pluck();
  const org = (name: string) => {
    const id = idOf.get(name) as number | undefined;
    if (id === undefined) throw new Error(`seed: no organization named ${name}`);
    return id;
  };
  const add = (owner: number, parent: number | null, [name, members, children = []]: Seeded) => {
    const id = Number(group.run(owner, parent, name).lastInsertRowid);
    members.forEach((m) => member.run(id, org(m)));
    children.forEach((c) => add(owner, id, c));
  };
  for (const [owner, groups] of Object.entries(demoGroups)) groups.forEach((g) => add(org(owner), null, g));
}
