import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { UserListItem, UserListQuery } from '../../src/domain';
import type { Db } from '../db/database';

const gzipAsync = promisify(gzip);

/** The plain list, serialized once per database version; gzip made the first time a client accepts it. */
interface PlainAnswer {
  total: number;
  json: Buffer;
  etag: string;
  gzip?: Promise<Buffer>;
}

interface Entry {
  item: UserListItem;
  /** Lower-case "first last" and e-mail, for search and the name sort. */
  name: string;
  email: string;
}

type Compare = (a: Entry, b: Entry) => number;
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName: Compare = (a, b) => text(a.name, b.name) || text(a.item.id, b.item.id);
const comparators: Record<NonNullable<UserListQuery['sort']>, Compare> = {
  name: byName,
  email: (a, b) => text(a.email, b.email) || text(a.item.id, b.item.id),
  createdDate: (a, b) => text(a.item.createdOnUtc, b.item.createdOnUtc) || text(a.item.id, b.item.id),
  associationsCount: (a, b) => a.item.associationsCount - b.item.associationsCount || byName(a, b),
};

/**
 * The Manage Users list in memory, sorted by name, with the JSON of the plain list ready to send:
 * 100,000 users answer in milliseconds once built. Rebuilt after any write to the database (this
 * connection's total_changes, or another connection's data_version).
 */
export class UserListIndex {
  private entries: Entry[] | null = null;
  private plain: PlainAnswer | null = null;
  private version = '';

  constructor(private readonly db: Db) {}

  private current(): Entry[] {
    const version = `${this.db.pragma('data_version', { simple: true })}:${this.db.prepare('SELECT total_changes()').pluck().get()}`;
    if (version !== this.version || !this.entries) {
      this.version = version;
      this.entries = this.load();
      this.plain = null;
    }
    return this.entries;
  }

  private load(): Entry[] {
    const counts = new Map<string, number>();
    for (const [id, n] of this.db
      .prepare(
        `SELECT user_id, COUNT(*) FROM associations WHERE relationship_type LIKE '%Associated%'
      GROUP BY user_id`,
      )
      .raw()
      .iterate() as Iterable<[string, number]>)
      counts.set(id, n);
    const entries: Entry[] = [];
    for (const [id, firstName, lastName, email, statusType, created] of this.db
      .prepare('SELECT id, first_name, last_name, email, status_type, created_on_utc FROM users')
      .raw()
      .iterate() as Iterable<[string, string, string, string, number, string]>) {
      entries.push({
        item: {
          id,
          userId: id,
          firstName,
          lastName,
          email,
          statusType: statusType as UserListItem['statusType'],
          createdOnUtc: created,
          createdDate: created,
          associationsCount: counts.get(id) ?? 0,
        },
        name: `${firstName} ${lastName}`.toLowerCase(),
        email: email.toLowerCase(),
      });
    }
    return entries.sort(byName);
  }

  /** The plain list (every user, by name), serialized. */
  plainAnswer(): PlainAnswer {
    const entries = this.current();
    if (!this.plain) {
      const json = Buffer.from(JSON.stringify(entries.map((e) => e.item)));
      this.plain = { total: entries.length, json, etag: `W/"users-${createHash('sha1').update(json).digest('base64url')}"` };
    }
    return this.plain;
  }

  query(q: UserListQuery): { total: number; items: UserListItem[] } {
    let entries = this.current();
    const needle = q.q?.trim().toLowerCase();
    if (needle) entries = entries.filter((e) => e.name.includes(needle) || e.email.includes(needle));
    const sort = q.sort ?? 'name';
    if (sort !== 'name' || q.order === 'desc') {
      const compare = comparators[sort];
      entries = [...entries].sort(q.order === 'desc' ? (a, b) => compare(b, a) : compare);
    }
    const start = q.offset ?? 0;
    const page = entries.slice(start, q.limit === undefined ? undefined : start + q.limit);
    return { total: entries.length, items: page.map((e) => e.item) };
  }

  static isPlain(q: UserListQuery): boolean {
    return !q.q?.trim() && (q.sort ?? 'name') === 'name' && q.order !== 'desc' && !q.offset && q.limit === undefined;
  }
}

/**
 * Sends the plain list: ETag with `Cache-Control: no-store` (a revalidation with If-None-Match answers
 * 304 while no user changed; no browser cache keeps the list past sign-out), gzip when the client
 * accepts it, the count in X-Total-Count.
 */
export async function sendPlainList(request: FastifyRequest, reply: FastifyReply, answer: PlainAnswer) {
  reply
    .header('X-Total-Count', String(answer.total))
    .header('ETag', answer.etag)
    .header('Cache-Control', 'no-store')
    .header('Vary', 'Accept-Encoding, Authorization');
  const match = request.headers['if-none-match'];
  if (typeof match === 'string' && match.split(',').some((t) => t.trim() === answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('Content-Encoding', 'gzip').send(await (answer.gzip ??= gzipAsync(answer.json, { level: 6 })));
  }
  return reply.send(answer.json);
}
