import { isDataCollectionToggleDisabled, SignUpStatus, type PlanBody } from '../../../src/domain';
import { AuditLog } from '../../audit/auditLog';
import { createProfileLoader } from '../../auth/profiles';
import { createChangeStore } from '../../services/changeStore';
import { ChangeRunner } from '../../services/changeRunner';
import { dataCollectionStore } from '../../services/dataCollectionStore';
import type { Db } from '../database';
import { OrgIndex } from '../orgIndex';

/** The group of distributor.admin's organization that a change job starts from in the demo. */
export const MANAGED_CUSTOMERS_GROUP = 'Managed customers';
const GROUP_SIZE = 24;

/**
 * Addition to the seed (docs/api.md "Change jobs"): distributor.admin's organization owns a group of
 * more than 10 organizations of its subtree ("Managed customers"); distributor.admin has asked to put
 * data collection on hold in all of them, a request waiting for tms.admin's approval; and tms.admin's
 * release of data collection in a few tenants finished with problems (one changed, one conflict: a
 * tenant released by someone else between the preview and the apply). Both go through the change
 * store and runner, as the routes do; the data ends as the rest of the seed left it.
 */
export function seedChanges(db: Db, publicUrl = 'http://localhost:8080'): void {
  const userId = (email: string) => db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as string | undefined;
  const distributorId = userId('distributor.admin@sandbox.test');
  const tmsId = userId('tms.admin@sandbox.test');
  if (!distributorId || !tmsId) return;
  const orgIndex = new OrgIndex(db);
  const loadProfile = createProfileLoader(db);
  const store = createChangeStore(db, { publicUrl, threshold: 10 });
  const runner = new ChangeRunner({ db, store, audit: new AuditLog(db), orgIndex, loadProfile, publicUrl });
  const distributor = loadProfile(distributorId)!;
  const tms = loadProfile(tmsId)!;
  const tree = orgIndex.current();

  // The group: the first organizations below distributor.admin's own, by name.
  const below: number[] = [];
  const stack = [...(tree.get(distributor.organizationId)?.children ?? [])];
  while (stack.length) {
    const id = stack.shift()!;
    below.push(id);
    stack.push(...(tree.get(id)?.children ?? []));
  }
  const members = below.slice(0, GROUP_SIZE);
  if (members.length <= 10) return;
  const groupId = Number(
    db
      .prepare('INSERT INTO organization_groups (organization_id, parent_id, name) VALUES (?, NULL, ?)')
      .run(distributor.organizationId, MANAGED_CUSTOMERS_GROUP).lastInsertRowid,
  );
  const member = db.prepare('INSERT INTO organization_group_members (group_id, organization_id) VALUES (?, ?)');
  members.forEach((id) => member.run(groupId, id));

  // The waiting request.
  const hold: PlanBody = { action: 'holdDataCollection', params: {}, targets: { kind: 'group', groupId }, reason: 'Quarterly data review' };
  const waiting = store.preview(distributor, orgIndex.current(), hold);
  store.createJob(distributor, waiting.id, waiting.hash, hold.reason);

  // The finished job with problems: two tenants were put on hold (by someone), tms.admin previews their release with a few
  // others; one is released by someone else before the job runs (a conflict), the job releases the other.
  const collection = dataCollectionStore(db);
  const signedUp = [...tree.nodes.values()]
    .filter((o) => o.parentId !== null && !members.includes(o.id) && o.id !== distributor.organizationId)
    .filter((o) => {
      const status = collection.status(o);
      return status.status === SignUpStatus.SignedUp && !status.hold && !isDataCollectionToggleDisabled(collection.demo(o.id).status);
    })
    .map((o) => o.id)
    .sort((a, b) => a - b);
  const chosen = signedUp.slice(0, 6);
  if (chosen.length < 3) return;
  collection.setHold(chosen[0], true);
  collection.setHold(chosen[1], true);
  const release: PlanBody = {
    action: 'releaseDataCollection',
    params: {},
    targets: { kind: 'organizations', organizationIds: chosen },
    reason: 'Data collection back on after the migration',
  };
  const plan = store.preview(tms, orgIndex.current(), release);
  collection.setHold(chosen[1], false);
  store.createJob(tms, plan.id, plan.hash, release.reason);
  runner.drain();
}
