import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../e2e/support/sandbox';
import { databaseFileName } from './db/database';
import { tokenFromDataDir } from '../tests/server';
import { copySandboxTemplate } from '../tests/server/template';

/**
 * The real sandbox as a child process (server/main.ts, as `npm start` runs it) on a temporary
 * DATA_DIR, killed for real: SIGKILL in the middle of a burst of writes, then started again on the
 * same directory; and SIGTERM while requests are in flight.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
  dirs.push(dir);
  copySandboxTemplate(dir);
  return dir;
}

function readDb<T>(dir: string, read: (db: Database.Database) => T): T {
  const db = new Database(join(dir, databaseFileName), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

interface Sent {
  name: string;
  valid: boolean;
  status?: number;
  requestId?: string;
}

/** POST a child organization; `valid: false` sends a body the sandbox refuses (400, nothing written). */
async function create(url: string, token: string, parent: number, sent: Sent) {
  const body = { name: sent.valid ? sent.name : '', parentOrganizationId: parent, parentCanView: true, parentCanManage: true, organizationType: 5 };
  try {
    const res = await fetch(`${url}/svc/account/api/v1.0/organizations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.text();
    sent.status = res.status;
    sent.requestId = res.headers.get('x-request-id') ?? undefined;
  } catch {
    // No answer: the process was killed first.
  }
}

describe('crash safety (a real child process)', () => {
  it('SIGKILL in a burst of writes: after a restart the database is intact, every answered write is there with one audit entry, no refused one is', async () => {
    const dir = dataDir();
    const first = await startSandbox({}, { dataDir: dir, keepDataDir: true });
    const token = await tokenFromDataDir(dir, first.url, 'tms.admin@sandbox.test');
    const parent = readDb(dir, (db) => db.prepare('SELECT id FROM organizations WHERE name = ?').pluck().get('Wingtip Holdings') as number);
    const auditBefore = readDb(
      dir,
      (db) => db.prepare("SELECT COUNT(*) FROM audit_events WHERE action = 'organization.create'").pluck().get() as number,
    );

    const sent: Sent[] = Array.from({ length: 400 }, (_, i) => ({ name: `Crash test ${i}`, valid: i % 5 !== 4 }));
    let next = 0;
    let answered = 0;
    let killed: Promise<unknown> | undefined;
    const worker = async () => {
      while (next < sent.length) {
        const one = sent[next++];
        await create(first.url, token, parent, one);
        if (one.status !== undefined && ++answered === 120) killed = first.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await killed;
    expect(answered).toBeGreaterThanOrEqual(120);
    expect(sent.some((s) => s.status === undefined)).toBe(true);

    const second = await startSandbox({}, { dataDir: dir, keepDataDir: true });
    try {
      readDb(dir, (db) => {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const named = db.prepare('SELECT COUNT(*) FROM organizations WHERE name = ?').pluck();
        const audited = db.prepare('SELECT COUNT(*) FROM audit_events WHERE request_id = ?').pluck();
        for (const s of sent.filter((x) => x.status !== undefined)) {
          if (s.valid) {
            expect(s.status, s.name).toBe(201);
            expect(named.get(s.name), s.name).toBe(1);
            expect(audited.get(s.requestId), s.name).toBe(1);
          } else {
            expect(s.status, s.name).toBe(400);
            expect(named.get(''), s.name).toBe(0);
            expect(audited.get(s.requestId), s.name).toBe(0);
          }
        }
        // Writes cut short by the kill are there with their entry or not at all.
        const created = db.prepare("SELECT COUNT(*) FROM organizations WHERE name LIKE 'Crash test %'").pluck().get() as number;
        const entries = db.prepare("SELECT COUNT(*) FROM audit_events WHERE action = 'organization.create'").pluck().get() as number;
        expect(entries - auditBefore).toBe(created);
      });
      // And it serves again.
      const again = await tokenFromDataDir(dir, second.url, 'tms.admin@sandbox.test');
      const res = await fetch(`${second.url}/svc/account/api/v1.0/organizations/${parent}`, { headers: { authorization: `Bearer ${again}` } });
      expect(res.status).toBe(200);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('SIGTERM: answers the requests in flight, takes no new ones, closes the database and exits 0 within 5 s', async () => {
    const dir = dataDir();
    const sandbox = await startSandbox({}, { dataDir: dir, keepDataDir: true });
    const token = await tokenFromDataDir(dir, sandbox.url, 'tms.admin@sandbox.test');
    const parent = readDb(dir, (db) => db.prepare('SELECT id FROM organizations WHERE name = ?').pluck().get('Wingtip Holdings') as number);
    const inFlight: Sent[] = Array.from({ length: 20 }, (_, i) => ({ name: `Stopping ${i}`, valid: true }));
    const requests = inFlight.map((s) => create(sandbox.url, token, parent, s));
    // Stop once the sandbox is busy with them: the first has been answered, the rest are on their way.
    await Promise.race(requests);
    const stopped = sandbox.kill('SIGTERM');
    await Promise.all(requests);
    const { code, ms } = await stopped;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5000);
    const late: Sent = { name: 'After the stop', valid: true };
    await create(sandbox.url, token, parent, late);
    expect(late.status).toBeUndefined();

    // The database was closed: its last connection folded the write-ahead log in and removed it.
    expect(existsSync(join(dir, `${databaseFileName}-wal`))).toBe(false);
    // Requests it had taken were answered (created); one that came as it closed was refused (503, or
    // its connection was not accepted) and wrote nothing.
    expect(inFlight.map((s) => s.status).filter((x) => x !== 201 && x !== 503 && x !== undefined)).toEqual([]);
    expect(inFlight.filter((s) => s.status === 201).length).toBeGreaterThan(0);
    readDb(dir, (db) => {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      for (const s of inFlight) {
        expect(db.prepare('SELECT COUNT(*) FROM organizations WHERE name = ?').pluck().get(s.name), s.name).toBe(s.status === 201 ? 1 : 0);
        expect(db.prepare('SELECT COUNT(*) FROM audit_events WHERE request_id = ?').pluck().get(s.requestId), s.name).toBe(s.status === 201 ? 1 : 0);
      }
    });
  }, 120_000);
});
