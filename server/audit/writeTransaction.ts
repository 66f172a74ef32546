import type { Db } from '../db/database';

/**
 * Ends a write's transaction: commits it with `true`, rolls it back otherwise; a second call does
 * nothing. True when a roll-back undid a change (what was read meanwhile, an index, is then stale).
 */
export type EndWrite = (commit: boolean) => boolean;

/**
 * A write and its audit entry are one transaction: the write route's changes and the entry that
 * records them are committed together when the answer is a success, and rolled back together when
 * it is not, so a process killed at any moment leaves either both or neither. Writes take turns (one
 * open at a time, in arrival order): SQLite has one transaction per connection, and two interleaved
 * savepoints could not be ended independently. Handlers of the sandbox do not wait on anything
 * outside it, so a turn lasts as long as one request's synchronous work.
 */
export function writeTransactions(db: Db) {
  const totalChanges = db.prepare('SELECT total_changes()').pluck();
  let tail: Promise<void> = Promise.resolve();
  return async function begin(): Promise<EndWrite> {
    let release!: () => void;
    const previous = tail;
    tail = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      db.exec('SAVEPOINT audited_write');
    } catch (error) {
      release();
      throw error;
    }
    let open = true;
    const changesAtStart = totalChanges.get();
    return (commit) => {
      if (!open) return false;
      open = false;
      try {
        const undone = !commit && totalChanges.get() !== changesAtStart;
        if (!commit) db.exec('ROLLBACK TO audited_write');
        db.exec('RELEASE audited_write');
        return undone;
      } catch (error) {
        // A commit that failed leaves nothing behind either.
        if (db.inTransaction) {
          try {
            db.exec('ROLLBACK TO audited_write; RELEASE audited_write');
          } catch {
            /* already gone */
          }
        }
        throw error;
      } finally {
        release();
      }
    };
  };
}
