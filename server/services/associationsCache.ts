import { createHash } from 'node:crypto';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { organizationAccess, type Profile } from '../../src/domain';
import type { OrgNode, OrgTree } from '../db/orgIndex';

const gzipAsync = promisify(gzip);

/** One serialized answer of GET …/associations, kept while the hierarchy it was built from is current. */
export interface CachedAnswer {
  json: Buffer;
  etag: string;
  /** Compressed lazily, once, the first time a client accepts gzip. */
  gzip?: Promise<Buffer>;
}

/** Every profile field an access rule may read (names and e-mail are not among them). */
export function accessSignature(profile: Profile): string {
  return [
    profile.organizationId,
    profile.organizationType,
    [...profile.roles].sort().join(','),
    Number(profile.tmsRestricted),
    Number(profile.tenantOverviewStaff),
    Number(profile.staffModeFlag),
  ].join('|');
}

/**
 * The answer's ETag: a digest of its bytes. The console keeps the answer across visits
 * and sandbox restarts (IndexedDB) and revalidates with If-None-Match, so the tag must change with
 * the content only, never repeat for other content (a counter restarting at 1 would) — weak, since
 * the gzip and identity encodings share it.
 */
export function etagOf(json: Buffer): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

/**
 * The associations answer, serialized once per (hierarchy version, caller's access signature,
 * organization, addUsers) and served from memory until the hierarchy changes (the OrgIndex hands out
 * a new OrgTree after every write). Bounded to `maxBytes`; least recently used answers go first.
 */
export class AssociationsCache {
  private tree: OrgTree | null = null;
  private bytes = 0;
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(private readonly maxBytes = 256 * 1024 * 1024) {}

  get(tree: OrgTree, profile: Profile, path: OrgNode[], addUsers: boolean): CachedAnswer {
    if (tree !== this.tree) {
      this.tree = tree;
      this.entries.clear();
      this.bytes = 0;
    }
    const key = `${path[path.length - 1].id}|${addUsers ? 1 : 0}|${accessSignature(profile)}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const json = Buffer.from(serializeVisibleSubtree(tree, profile, path, addUsers), 'utf8');
    const answer: CachedAnswer = { json, etag: etagOf(json) };
    this.entries.set(key, answer);
    this.bytes += json.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes || k === key) break;
      this.entries.delete(k);
      this.bytes -= v.json.length;
    }
    return answer;
  }

  static gzipOf(answer: CachedAnswer): Promise<Buffer> {
    return (answer.gzip ??= gzipAsync(answer.json, { level: 6 }));
  }
}

/**
 * The JSON of the organization at the end of `path` and every descendant the caller may view,
 * parents before children (depth first, siblings by name), each with the ids of its visible
 * children; `users` only with addUsers. Written straight to text: no intermediate objects.
 */
export function serializeVisibleSubtree(tree: OrgTree, profile: Profile, path: OrgNode[], addUsers: boolean): string {
  const parts: string[] = [];
  const trail = path.slice();
  const visit = (node: OrgNode) => {
    const visible: OrgNode[] = [];
    for (const childId of node.children) {
      const child = tree.get(childId)!;
      trail.push(child);
      if (organizationAccess(profile, trail).view) visible.push(child);
      trail.pop();
    }
    parts.push(
      `{"organizationId":${node.id},"organizationName":${JSON.stringify(node.name)},"parentId":${node.parentId ?? 'null'},` +
        `"organizationType":${node.organizationType},"parentCanView":${node.parentCanView},"parentCanManage":${node.parentCanManage},` +
        `"children":[${visible.map((c) => c.id).join(',')}]${addUsers ? `,"users":${JSON.stringify(tree.users(node.id))}` : ''}}`,
    );
    for (const child of visible) {
      trail.push(child);
      visit(child);
      trail.pop();
    }
  };
  visit(path[path.length - 1]);
  return `[${parts.join(',')}]`;
}

/**
 * Sends a cached answer: ETag with `Cache-Control: no-store` (the console keeps the answer itself, in
 * storage it clears at sign-out, and revalidates it with If-None-Match: 304 while the hierarchy is
 * unchanged; the browser's own cache keeps nothing past sign-out), gzip when the client accepts it.
 */
export async function sendCachedAnswer(
  request: { headers: Record<string, string | string[] | undefined> },
  reply: import('fastify').FastifyReply,
  answer: CachedAnswer,
) {
  reply.header('ETag', answer.etag).header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding, Authorization');
  const match = request.headers['if-none-match'];
  if (typeof match === 'string' && match.split(',').some((t) => t.trim() === answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accept = request.headers['accept-encoding'];
  if (typeof accept === 'string' && /\bgzip\b/.test(accept)) {
    return reply.header('Content-Encoding', 'gzip').send(await AssociationsCache.gzipOf(answer));
  }
  return reply.send(answer.json);
}
