import { existsSync } from 'node:fs';
import { longFirst, putLongFirst } from '../tests/setup/longFirst';

describe('the files run first in their project (tests/setup/longFirst.ts)', () => {
  it('names files that exist, each once', () => {
    expect(longFirst.filter((path) => !existsSync(path))).toEqual([]);
    expect(new Set(longFirst).size).toBe(longFirst.length);
  });

  it('moves them to the front of their own project, in the list’s order, and keeps the order of the rest', () => {
    const files = [
      { project: 'console', path: 'src/a.test.tsx' },
      { project: 'console', path: 'src/resources/groups/Groups.sandbox.test.tsx' },
      { project: 'console', path: 'src/b.test.tsx' },
      { project: 'console', path: 'src/customRoutes/tenantStatus/TenantStatusPage.test.tsx' },
      { project: 'server', path: 'server/x.test.ts' },
      { project: 'server', path: 'server/db/seed/seed.test.ts' },
      { project: 'server', path: 'server/crashSafety.test.ts' },
    ];
    expect(putLongFirst(files, (f) => f).map((f) => f.path)).toEqual([
      'src/customRoutes/tenantStatus/TenantStatusPage.test.tsx',
      'src/resources/groups/Groups.sandbox.test.tsx',
      'src/a.test.tsx',
      'src/b.test.tsx',
      'server/crashSafety.test.ts',
      'server/db/seed/seed.test.ts',
      'server/x.test.ts',
    ]);
  });
});
