import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrations, type Migration } from './migrations';

export type Db = Database.Database;

export const databaseFileName = 'sandbox.sqlite';

/** Opens (creating if needed) the sandbox database in `dataDir`: WAL, foreign keys on. */
export function openDatabase(dataDir: string, options: { readonly?: boolean } = {}): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, databaseFileName), { readonly: options.readonly ?? false });
  if (!options.readonly) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Applies every migration not yet recorded in schema_migrations, each in its own transaction. */
export function migrate(db: Db, list: readonly Migration[] = migrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_on_utc TEXT NOT NULL
  )`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_on_utc) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const m of [...list].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name, new Date().toISOString());
    })();
    done.push(m.version);
  }
  return done;
}

/** True when the database holds no organization yet (first start). */
export function isEmpty(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) FROM organizations').pluck().get() as number) === 0;
}
