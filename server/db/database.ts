import Database from 'better-sqlite3';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { migrations, type Migration } from './migrations';

export type Db = Database.Database;

export const databaseFileName = 'sandbox.sqlite';

/**
 * Opens (creating if needed) the sandbox database in `dataDir`: WAL, foreign keys on. The file holds
 * password hashes and refresh tokens, so it is readable by its owner only (0600; SQLite gives its
 * -wal and -shm files the same mode), in a data directory created 0700.
 */
export function openDatabase(dataDir: string, options: { readonly?: boolean } = {}): Db {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, databaseFileName);
  if (!options.readonly) {
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
  }
  const db = new Database(file, { readonly: options.readonly ?? false });
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
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
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
