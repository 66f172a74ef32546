import { dirname } from 'node:path';
import { serviceAccountKeys } from '../../services/serviceAccountKeys';
import type { Db } from '../database';
import { roleIds } from './roles';
import type { SeedPeople } from './people';

/**
 * Writes the invites (with their roles) and the service accounts of buildPeople; the users go with
 * the others. Service-account passwords are sealed with the key in the database's directory (the
 * DATA_DIR), as the service stores them: never in clear.
 */
export function insertPeople(db: Db, people: SeedPeople): void {
  const invite = db.prepare(`INSERT INTO invites (id, organization_id, user_id, status, created_on_utc, updated_on_utc, invited_by)
    VALUES (@id, @organization_id, @user_id, @status, @created_on_utc, @updated_on_utc, @invited_by)`);
  const inviteRole = db.prepare('INSERT INTO invite_roles (invite_id, role_id) VALUES (?, ?)');
  for (const { roles, ...row } of people.invites) {
    invite.run(row);
    roles.forEach((r) => inviteRole.run(row.id, roleIds[r]));
  }
  if (people.serviceAccounts.length === 0) return;
  const keys = serviceAccountKeys(dirname(db.name));
  const account = db.prepare(`INSERT INTO service_accounts (organization_id, identifier, user_name, product_id, secret_ciphertext, state,
    status_reason, last_updated_utc) VALUES (@organization_id, @identifier, @user_name, @product_id, @secret, @state, @status_reason, @last_updated_utc)`);
  for (const { password, ...row } of people.serviceAccounts) account.run({ ...row, secret: keys.seal(password) });
}
