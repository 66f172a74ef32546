import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase, type Db } from '../../server/db/database';

/**
 * A test file's source of empty, migrated databases (each in its own temporary directory, removed
 * after the file's tests): `const freshDb = useFreshDatabases('seed'); const db = freshDb();`.
 */
export function useFreshDatabases(prefix: string): () => Db {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  return () => {
    const dir = mkdtempSync(join(tmpdir(), `sandbox-${prefix}-`));
    dirs.push(dir);
    const db = openDatabase(dir);
    migrate(db);
    return db;
  };
}
