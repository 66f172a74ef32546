import type { OrganizationType, RegionKey } from '../../../src/domain';
import type { HomeKey, SeedOrg } from './types';

/** One node of the hand-written demo hierarchy: [name, type, options?, children?]. */
type Node = [string, OrganizationType, Opts?, Node[]?];
interface Opts {
  region?: RegionKey;
  home?: HomeKey;
  pcv?: boolean;
  pcm?: boolean;
  status?: 0 | 1;
  connected?: boolean;
  invoices?: boolean;
}

const open = { pcv: true, pcm: true };

/** About 60 organizations, every type, depth 6, three regions (see docs/api.md "Seed"). */
const demo: Node = [
  'Quadrant Root',
  1,
  { region: 'US', home: 'root', connected: true, invoices: true, status: 0 },
  [
    [
      'Northwind Distribution',
      2,
      { region: 'US', home: 'distributor', ...open, status: 0, invoices: true },
      [
        [
          'Fabrikam Partners',
          3,
          { home: 'partner', ...open, status: 0, connected: true, invoices: true },
          [
            [
              'Wingtip Holdings',
              4,
              { ...open, status: 0, connected: true },
              [
                ['Contoso Pharmaceuticals', 5, { home: 'customer', ...open, status: 0, connected: true, invoices: true }],
                ['Coho Winery', 5, { connected: true }],
                ['Fourth Coffee', 5, { connected: false, pcv: false, pcm: true }],
                ['Lucerne Publishing', 5, { pcv: false, pcm: false, connected: true }],
              ],
            ],
            ['Blue Yonder Airlines', 5, { connected: true, invoices: true }],
            ['Graphic Design Institute', 5, { connected: false, status: 1 }],
            [
              'Fabrikam Residences',
              3,
              { pcv: true, pcm: false },
              [
                ['Humongous Insurance', 5, { connected: true }],
                ["Margie's Travel", 5],
              ],
            ],
          ],
        ],
        [
          'Adatum IT Services',
          3,
          { pcv: false, pcm: true },
          [
            ['Trey Research', 5, { connected: true }],
            ['Relecloud', 5, { invoices: true }],
            [
              'Woodgrove Group',
              4,
              {},
              [
                ['Woodgrove Bank', 5, { connected: true }],
                ['Woodgrove Insurance', 5],
              ],
            ],
          ],
        ],
        ['Litware Consulting', 3, { pcv: false, pcm: false }, [['VanArsdel', 5, { connected: true }]]],
        ['Alpine Ski House', 5, { connected: true }],
        [
          'Southridge Video Group',
          4,
          { pcv: true, pcm: false },
          [
            ['Southridge Video', 5, { connected: true }],
            ['Southridge Studios', 5, { status: 1 }],
          ],
        ],
      ],
    ],
    [
      'Contoso Distribution EMEA',
      2,
      { region: 'EMEA', ...open, connected: true, invoices: true },
      [
        [
          'Proseware Solutions',
          3,
          {},
          [
            ['Wide World Importers', 5, { connected: true, invoices: true }],
            ['Lamna Healthcare', 5, { connected: true }],
            ['Bellows College', 5],
            [
              'Best For You Organics',
              4,
              { connected: true },
              [
                ['Best For You Organics UK', 5, { connected: true }],
                ['Best For You Organics DE', 5, { connected: false }],
              ],
            ],
          ],
        ],
        [
          'Tailspin Partners',
          3,
          { ...open },
          [
            ['Tailspin Toys', 5, { connected: true }],
            ['City Power & Light', 5, { connected: true, status: 1 }],
            ['Consolidated Messenger', 5],
            [
              'First Up Consultants',
              3,
              { ...open },
              [
                ['Nod Publishers', 5, { connected: true }],
                [
                  'Olympia Sports Group',
                  4,
                  { ...open },
                  [
                    ['Olympia Sports Berlin', 5, { connected: true }],
                    ['Olympia Sports Paris', 5, { connected: true }],
                  ],
                ],
              ],
            ],
          ],
        ],
        ['Datum Corporation', 4, { pcv: false, pcm: true }, [['Datum Analytics', 5, { connected: true }]]],
        ['School of Fine Art', 5, { connected: false }],
      ],
    ],
    [
      'Meridian Distribution',
      2,
      { region: 'S1' },
      [
        [
          'Cronus Partners',
          3,
          { ...open },
          [
            ['Cronus Retail', 5, { connected: true }],
            ['Cronus Manufacturing', 5, { connected: true, invoices: true }],
            ['Cronus Holdings', 4, {}, [['Cronus Holdings APAC', 5, { connected: true }]]],
          ],
        ],
        [
          'Litware Security',
          3,
          { pcv: true, pcm: false },
          [
            ["Munson's Pickles and Preserves", 5, { connected: true }],
            ['Wingtip Toys', 5],
          ],
        ],
      ],
    ],
    ['Quadrant Internal IT', 5, { region: 'US', connected: true }],
    [
      'Quadrant Demo Partners',
      3,
      { region: 'EMEA' },
      [
        ['Demo Tenant One', 5, { connected: true }],
        ['Demo Tenant Two', 5, { status: 1 }],
      ],
    ],
    [
      'Humongous Holdings',
      4,
      { region: 'US' },
      [
        ['Humongous Retail', 5, { connected: true }],
        ['Humongous Logistics', 5, { connected: false }],
      ],
    ],
  ],
];

/** The demo hierarchy as rows, parents before children, ids from 1. */
export function demoOrganizations(): SeedOrg[] {
  const out: SeedOrg[] = [];
  const walk = ([name, type, o = {}, children = []]: Node, parent: SeedOrg | null) => {
    const org: SeedOrg = {
      id: out.length + 1,
      name,
      type,
      parentId: parent?.id ?? null,
      depth: parent ? parent.depth + 1 : 1,
      region: o.region ?? parent?.region ?? 'US',
      home: o.home,
      parentCanView: o.pcv,
      parentCanManage: o.pcm,
      status: o.status,
      connected: o.connected,
      invoices: o.invoices,
    };
    out.push(org);
    children.forEach((c) => walk(c, org));
  };
  walk(demo, null);
  return out;
}
