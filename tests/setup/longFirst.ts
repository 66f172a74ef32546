import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (the browser journeys, the whole-console walks) or wait in real time
 * (child processes, a job of 200 targets: docs/testing.md "Tests that wait in real
 * time"), longest first. Vitest orders a project's files by the durations it recorded in earlier
 * runs, and by file size where it has none, as on a fresh clone: there these small files came last,
 * and the run's end waited for them with a core idle.
 */
export const longFirst = [
  'e2e/journeys.test.ts',
  'e2e/hierarchy.test.ts',
  'e2e/journeysMoreAccounts.test.ts',
  'e2e/people.test.ts',
  'e2e/journeysNarrow.test.ts',
  'e2e/drafts.test.ts',
  'e2e/sessionRenewal.test.ts',
  'src/customRoutes/tenantStatus/TenantStatusPage.test.tsx',
  'src/resources/organizations/dataCollection/DataCollectionTab.test.tsx',
  'src/resources/groups/Groups.sandbox.test.tsx',
  'src/resources/subscriptions/ProvisionDpcForm.test.tsx',
  'server/services/changes.kill.test.ts',
  'server/crashSafety.test.ts',
  'tests/server/permissionMatrix.part4.test.ts',
  'server/db/seed/seed.test.ts',
  'server/audit/writeTransaction.test.ts',
];

/** `files` with those of `longFirst` at the front of their project, in its order; the others keep theirs. */
export function putLongFirst<T>(files: readonly T[], where: (file: T) => { project: string; path: string }): T[] {
  const rank = (file: T) => {
    const at = longFirst.indexOf(where(file).path);
    return at < 0 ? longFirst.length : at;
  };
  const byProject = new Map<string, T[]>();
  for (const file of files) {
    const project = where(file).project;
    const same = byProject.get(project);
    if (same) same.push(file);
    else byProject.set(project, [file]);
  }
  // Array.prototype.sort is stable: the files not listed stay in Vitest's order.
  return [...byProject.values()].flatMap((projectFiles) => projectFiles.sort((a, b) => rank(a) - rank(b)));
}

/** Vitest's own order (recorded durations, else size), with `longFirst` at the front of each project. */
export class LongFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return putLongFirst(sorted, (spec) => ({ project: spec.project.name, path: relative(spec.project.config.root, spec.moduleId) }));
  }
}
