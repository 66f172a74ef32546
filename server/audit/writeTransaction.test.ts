import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseFileName } from '../db/database';
import { tokenFromDataDir, useTestSandbox } from '../../tests/server';
import { AuditLog } from './auditLog';

/** A write and its audit entry are one transaction: never the one without the other. */
const sb = useTestSandbox();
const groups = (orgId: number) => `/svc/account/api/v1.0/organizations/${orgId}/organizationGroupHierarchy`;

describe('a write and its audit entry', () => {
  it('are stored together or not at all: a write whose entry cannot be recorded is not kept', async () => {
    const root = sb.db.prepare('SELECT id FROM organizations WHERE parent_id IS NULL').pluck().get() as number;
    const entries = () => sb.db.prepare('SELECT COUNT(*) FROM audit_events').pluck().get() as number;
    const before = entries();
    const record = vi.spyOn(AuditLog.prototype, 'record').mockImplementationOnce(() => {
      throw new Error('disk full');
    });
    try {
      const res = await sb.app.inject({
        method: 'POST',
        url: groups(root),
        headers: await sb.authHeader('tms.admin@sandbox.test'),
        payload: { name: 'Unrecorded', parentId: null },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      record.mockRestore();
    }
    expect(sb.db.prepare("SELECT COUNT(*) FROM organization_groups WHERE name = 'Unrecorded'").pluck().get()).toBe(0);
    expect(entries()).toBe(before);
    // The next write goes through: the failed one ended its turn.
    const next = await sb.app.inject({
      method: 'POST',
      url: groups(root),
      headers: await sb.authHeader('tms.admin@sandbox.test'),
      payload: { name: 'Recorded', parentId: null },
    });
    expect(next.statusCode).toBe(201);
    expect(entries()).toBe(before + 1);
  });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      })
      .on('error', reject);
  });

describe('the sandbox killed (SIGKILL) in a burst of writes', () => {
  it('keeps every stored write with its audit entry', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
    // A copy of this file's seeded sandbox, so that the child starts without seeding (half its start-up).
    sb.db.pragma('wal_checkpoint(TRUNCATE)');
    for (const file of readdirSync(sb.dataDir).filter((f) => !/-(wal|shm)$/.test(f))) copyFileSync(join(sb.dataDir, file), join(dataDir, file));
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        DIST_DIR: join(dataDir, 'no-dist'),
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk;
          if (out.includes('Console ready')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`the sandbox stopped (${code}) before it was ready: ${out}`)));
      });
      const token = await tokenFromDataDir(dataDir, publicUrl, 'tms.admin@sandbox.test');
      const db = new Database(join(dataDir, databaseFileName), { readonly: true });
      const root = db.prepare('SELECT id FROM organizations WHERE parent_id IS NULL').pluck().get() as number;
      db.close();
      // A bounded burst: 400 creations in flight; the process is killed once a quarter of them are answered.
      let answered = 0;
      const burst = Array.from({ length: 400 }, (_, i) =>
        fetch(`${publicUrl}${groups(root)}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Crash group ${i}`, parentId: null }),
        }).then(
          (res) => {
            if (res.status === 201 && ++answered === 100) child.kill('SIGKILL');
          },
          () => undefined,
        ),
      );
      await Promise.all(burst);
      await exited;
      expect(answered).toBeGreaterThanOrEqual(100);

      const after = new Database(join(dataDir, databaseFileName));
      try {
        const stored = after.prepare("SELECT id FROM organization_groups WHERE name LIKE 'Crash group %'").pluck().all() as number[];
        const recorded = new Set(after.prepare("SELECT target_id FROM audit_events WHERE action = 'group.create'").pluck().all() as string[]);
        expect(stored.length).toBeGreaterThanOrEqual(100);
        expect(
          stored.filter((id) => !recorded.has(String(id))),
          'stored writes without their audit entry',
        ).toEqual([]);
        console.log(`crash: 400 writes sent, ${answered} answered before SIGKILL, ${stored.length} stored, each with its audit entry`);
      } finally {
        after.close();
      }
    } finally {
      child.kill('SIGKILL');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
