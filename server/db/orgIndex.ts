import type { OrganizationLink, OrganizationType } from '../../src/domain';
import type { Db } from './database';

export interface OrgNode extends OrganizationLink {
  name: string;
  /** Child ids, ordered by name. */
  children: number[];
}

/** The hierarchy as it was when taken from the index: lookups without touching the database. */
export class OrgTree {
  private usersByOrg: Map<number, string[]> | null = null;

  constructor(
    private readonly db: Db,
    readonly nodes: ReadonlyMap<number, OrgNode>,
  ) {}

  get(id: number): OrgNode | undefined {
    return this.nodes.get(id);
  }

  /** The organizations from the root down to `id`, `id` last; undefined for an unknown id. */
  path(id: number): OrgNode[] | undefined {
    const out: OrgNode[] = [];
    for (let node = this.nodes.get(id); node; node = node.parentId === null ? undefined : this.nodes.get(node.parentId)) {
      out.push(node);
      if (out.length > this.nodes.size) throw new Error('cycle in organization hierarchy');
    }
    return out.length ? out.reverse() : undefined;
  }

  /** E-mails of the users associated with an organization (relationship "…Associated…"). */
  users(id: number): string[] {
    if (!this.usersByOrg) {
      const map = new Map<number, string[]>();
      const rows = this.db
        .prepare(
          `SELECT a.organization_id, u.email FROM associations a JOIN users u ON u.id = a.user_id
                  WHERE a.relationship_type LIKE '%Associated%' ORDER BY u.email`,
        )
        .raw()
        .all() as [number, string][];
      for (const [org, email] of rows) {
        const list = map.get(org);
        if (list) list.push(email);
        else map.set(org, [email]);
      }
      this.usersByOrg = map;
    }
    return this.usersByOrg.get(id) ?? [];
  }
}

/**
 * Every organization's place in the hierarchy, in memory: loaded once (100,000 rows in a blink),
 * dropped when another connection writes (SQLite's data_version) or when the sandbox itself
 * writes (`invalidate`, called after every successful non-GET API request).
 */
export class OrgIndex {
  private tree: OrgTree | null = null;
  private version = -1;

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.tree = null;
  }

  /** The current hierarchy; take it once per request. */
  current(): OrgTree {
    const version = this.db.pragma('data_version', { simple: true }) as number;
    if (version !== this.version) {
      this.version = version;
      this.tree = null;
    }
    return (this.tree ??= new OrgTree(this.db, this.load()));
  }

  private load(): Map<number, OrgNode> {
    const rows = this.db
      .prepare(
        `SELECT id, name, parent_id, organization_type, parent_can_view, parent_can_manage
                FROM organizations ORDER BY name COLLATE NOCASE, id`,
      )
      .raw()
      .all() as [number, string, number | null, OrganizationType, number, number][];
    const nodes = new Map<number, OrgNode>();
    for (const [id, name, parentId, organizationType, view, manage] of rows) {
      nodes.set(id, { id, name, parentId, organizationType, parentCanView: view === 1, parentCanManage: manage === 1, children: [] });
    }
    for (const node of nodes.values()) if (node.parentId !== null) nodes.get(node.parentId)?.children.push(node.id);
    return nodes;
  }
}
