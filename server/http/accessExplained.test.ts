/**
 * The Access tab's explanation and the sandbox agree: for every seeded persona and a sample of
 * organizations (its own, a child, a foreign one, one whose Parent can manage is off), each capability
 * that a sandbox route enforces answers 2xx where explainAccess says Yes and 403 where it says No — or,
 * where the deciding rule refuses for the organization's state (the root, children, no child types, not
 * provisioned), the route's state answer (409, 400). Data collection's SetHold may answer 409 to a Yes for
 * an organization not signed up in the region, a state the table does not speak of; never 403. The persona's profile is the one the console derives
 * from GET …/users/{id}/associations, checked first against the one the sandbox signs them in with.
 */
import {
  explainAccess,
  profileFromAssociations,
  userAssociationListSchema,
  type AccessFacts,
  type Capability,
  type Profile,
  type Verdict,
} from '../../src/domain';
import { serviceAccountKeys } from '../services/serviceAccountKeys';
import { useTestSandbox } from '../testing';
import { matrixWorld, type MatrixWorld } from '../testing/matrixWorld';

const sb = useTestSandbox();
const acc = '/svc/account/api/v1.0';

interface Probe {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (orgId: number) => string;
  body?: (w: MatrixWorld, orgId: number, email: string) => object;
  /** The route's answer for a state of the organization the capability does not speak of (Yes means: not refused for rights). */
  state?: number;
}

/** The route that enforces each capability (Delete is probed apart, last: a Yes deletes the organization). */
const probes: Partial<Record<Capability, Probe>> = {
  viewOrganization: { method: 'GET', url: (id) => `${acc}/organizations/${id}` },
  manageOrganization: {
    method: 'PATCH',
    url: (id) => `${acc}/organizations/${id}/managed`,
    body: (w, id) => {
      const o = w.orgs.get(id)!;
      return { name: o.name, parentCanView: o.parentCanView, parentCanManage: o.parentCanManage };
    },
  },
  addEditSubscriptions: {
    method: 'POST',
    url: (id) => `${acc}/organizations/${id}/subscriptions`,
    body: (_w, id) => ({
      organizationId: id,
      tenantName: 'access.onmicrosoft.com',
      paymentType: 'Prepaid',
      recurrenceType: 'Yearly',
      paymentProvider: 'Direct',
      description: 'Access',
      notes: '',
    }),
  },
  addChild: {
    method: 'POST',
    url: () => `${acc}/organizations`,
    body: (_w, id) => ({ name: `Access child of ${id}`, parentOrganizationId: id, organizationType: 5, parentCanView: true, parentCanManage: true }),
  },
  // 409: the organization is not signed up for data collection in the region (a state, not a right).
  manageDataCollection: { method: 'POST', url: (id) => `/svc/reporting/us/api/Signup/SetHold?organizationId=${id}&hold=false`, state: 409 },
  manageBoundaries: {
    method: 'POST',
    url: (id) => `${acc}/organizations/${id}/containers`,
    body: (_w, _id, email) => ({ name: `Access boundary of ${email}`, description: 'Access' }),
  },
  organizationGroups: { method: 'GET', url: (id) => `${acc}/organizations/${id}/organizationGroupHierarchies` },
  tenantStatus: { method: 'GET', url: (id) => `/svc/reporting/us/api/v1.0/organizations/${id}/Settings/tenantContact` },
};

/** A refusal for the organization's state, not the user's rights: the route's own answer for it. */
const stateRefusals: Record<string, number> = {
  noChildTypes: 400,
  isRoot: 409,
  hasChildren: 409,
  ownNotProvisioned: 409,
  selectedNotProvisioned: 409,
};
const expected = (v: Verdict) => (v.allowed ? '2xx' : String(stateRefusals[v.reason] ?? 403));
const answered = (status: number) => (status >= 200 && status < 300 ? '2xx' : String(status));

async function call(email: string, method: Probe['method'], url: string, payload?: object) {
  return sb.app.inject({ method, url, headers: await sb.authHeader(email), ...(payload === undefined ? {} : { payload }) });
}

function factsFor(w: MatrixWorld, p: Profile, orgId: number): AccessFacts {
  const o = w.orgs.get(orgId)!;
  return {
    path: w.path(orgId),
    organization: { id: orgId, organizationType: o.organizationType, hasChildren: w.hasChildren(orgId) },
    tenantConnected: !!o.tenantId,
    whitelabelCorrect: true,
    hasReportingEndpoint: w.provisioned(orgId),
    hasActiveReportingSubscription: false,
    setupDone: false,
    hasServiceWithEndpoint: true,
    dpc: { regionsAvailable: true, masterApplicationExists: false },
    ownProvisioned: w.provisioned(p.organizationId),
    selectedProvisioned: w.provisioned(orgId),
    features: { groupsEnabled: true },
  };
}

/** Own, a child, a foreign organization, and one with Parent can manage off (below the persona where there is one). */
function sample(w: MatrixWorld, p: Profile): number[] {
  const all = [...w.orgs.values()].sort((a, b) => a.id - b.id);
  const below = (id: number) => w.path(id).some((o) => o.id === p.organizationId) && id !== p.organizationId;
  const child = all.find((o) => o.parentId === p.organizationId && o.organizationType !== 1)?.id;
  const off = all.find((o) => !o.parentCanManage && below(o.id)) ?? all.find((o) => !o.parentCanManage);
  return [...new Set([p.organizationId, child, w.foreignOrg(p), off?.id].filter((id): id is number => id !== undefined))];
}

describe('the Access tab’s explanation and the sandbox agree', () => {
  it('for every seeded persona, its own, a child, a foreign and a Parent-can-manage-off organization', async () => {
    const w = matrixWorld(sb.db, () => serviceAccountKeys(sb.dataDir).publicKeyPem);
    const disagreements: string[] = [];
    const deletions: { email: string; orgId: number; verdict: Verdict }[] = [];
    let probed = 0;
    for (const persona of w.personas) {
      const res = await call('tms.admin@sandbox.test', 'GET', `/svc/account/api/v1.2/users/${persona.userId}/associations`);
      const derived = profileFromAssociations(
        { id: persona.userId, email: persona.email, firstName: persona.firstName, lastName: persona.lastName },
        userAssociationListSchema.parse(res.json()),
        (id) => w.orgs.get(id)?.organizationType,
      );
      if (persona.roles.length === 0) {
        expect(derived?.roles ?? []).toEqual([]);
        continue;
      }
      expect({ org: derived?.organizationId, roles: derived?.roles }, persona.email).toEqual({
        org: persona.organizationId,
        roles: [...persona.roles].sort(),
      });
      for (const orgId of sample(w, persona)) {
        const e = explainAccess(derived!, factsFor(w, derived!, orgId));
        for (const [capability, probe] of Object.entries(probes) as [Capability, Probe][]) {
          const answer = await call(persona.email, probe.method, probe.url(orgId), probe.body?.(w, orgId, persona.email));
          probed++;
          const want = expected(e[capability]);
          const got = e[capability].allowed && answer.statusCode === probe.state ? '2xx' : answered(answer.statusCode);
          if (want !== got)
            disagreements.push(
              `${persona.email} ${capability} on ${orgId}: table ${e[capability].allowed ? 'Yes' : 'No'} (${e[capability].reason}), sandbox ${answer.statusCode}`,
            );
        }
        deletions.push({ email: persona.email, orgId, verdict: e.deleteOrganization });
      }
    }
    // Delete last, refusals first, then one permitted deletion per organization.
    for (const d of deletions.filter((d) => !d.verdict.allowed)) {
      const answer = await call(d.email, 'DELETE', `${acc}/organizations/${d.orgId}`);
      if (expected(d.verdict) !== answered(answer.statusCode))
        disagreements.push(`${d.email} deleteOrganization on ${d.orgId}: table No (${d.verdict.reason}), sandbox ${answer.statusCode}`);
    }
    const deleted = new Set<number>();
    for (const d of deletions.filter((d) => d.verdict.allowed && !w.hasChildren(d.orgId))) {
      if (deleted.has(d.orgId)) continue;
      const answer = await call(d.email, 'DELETE', `${acc}/organizations/${d.orgId}`);
      deleted.add(d.orgId);
      if (answered(answer.statusCode) !== '2xx')
        disagreements.push(`${d.email} deleteOrganization on ${d.orgId}: table Yes, sandbox ${answer.statusCode}`);
    }
    expect(disagreements).toEqual([]);
    expect(probed).toBeGreaterThan(200);
  });
});
