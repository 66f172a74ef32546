import type { Db } from '../db/database';

/** Models that belong to a grant and go when it is revoked (as in oidc-provider's memory adapter). */
const grantable = ['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest', 'PreAuthorizedCode'];

type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; consumed?: number };

/**
 * oidc-provider's storage in SQLite (table oidc_models): one row per model instance, with the
 * secondary keys the provider looks up by (grant id, session uid, user code) as columns.
 */
export class SqliteAdapter {
  private static cleaned = new WeakMap<Db, number>();

  constructor(
    private readonly db: Db,
    private readonly kind: string,
  ) {}

  async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    this.db
      .prepare(
        `INSERT INTO oidc_models (kind, id, payload, grant_id, uid, user_code, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (kind, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`,
      )
      .run(
        this.kind,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        expiresIn ? now + expiresIn : null,
      );
    this.cleanUp(now);
  }

  async find(id: string): Promise<Payload | undefined> {
    return this.row('id = ?', id);
  }

  async findByUid(uid: string): Promise<Payload | undefined> {
    return this.row('uid = ?', uid);
  }

  async findByUserCode(userCode: string): Promise<Payload | undefined> {
    return this.row('user_code = ?', userCode);
  }

  async consume(id: string): Promise<void> {
    this.db
      .prepare(`UPDATE oidc_models SET payload = json_set(payload, '$.consumed', ?) WHERE kind = ? AND id = ?`)
      .run(Math.floor(Date.now() / 1000), this.kind, id);
  }

  async destroy(id: string): Promise<void> {
    this.db.prepare('DELETE FROM oidc_models WHERE kind = ? AND id = ?').run(this.kind, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    this.db.prepare(`DELETE FROM oidc_models WHERE grant_id = ? AND kind IN (${grantable.map(() => '?').join(', ')})`).run(grantId, ...grantable);
  }

  private row(where: string, value: string): Payload | undefined {
    const row = this.db.prepare(`SELECT payload, expires_at FROM oidc_models WHERE kind = ? AND ${where}`).get(this.kind, value) as
      { payload: string; expires_at: number | null } | undefined;
    if (!row || (row.expires_at !== null && row.expires_at < Date.now() / 1000)) return undefined;
    return JSON.parse(row.payload) as Payload;
  }

  /** Drops expired rows at most once a minute. */
  private cleanUp(now: number) {
    const last = SqliteAdapter.cleaned.get(this.db) ?? 0;
    if (now - last < 60) return;
    SqliteAdapter.cleaned.set(this.db, now);
    this.db.prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at < ?').run(now);
  }
}
