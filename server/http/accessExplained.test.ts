/**
 * The Access tab and the sandbox agree. For every seeded account, at a sample of organizations (its
 * own, a child, a grandchild, a foreign one, one whose Parent can manage is off, one whose Parent can
 * view is off, the root), each capability the tab lists is asked of the route that enforces it, as
 * that account: the tab's Yes is a 2xx, its No for want of a right is a 403 (or 404), and its No for
 * the organization's state is the route's state answer (400, 409). The tab's answer is the one the
 * console computes: authProvider.canAccess's verdict (createAccessVerdict) to each capability's
 * question (capabilityQuestions) over the user's profile as the console reads it, with the
 * organization's facts as record, read here from the same routes as the viewer (tms.admin).
 */
import { capabilityQuestions, brandAccessOf, type OrganizationRecord } from '../../src/authProvider/accessRules';
import { createAccessVerdict } from '../../src/authProvider/canAccess';
import {
  capabilityOrder,
  hasActiveSubscriptionFor,
  subscriptionListSchema,
  userWithAssociationsSchema,
  DPC_MASTER_ENDPOINT_NAME,
  DPC_REGION_ENDPOINT_NAME,
  TENANT_OVERVIEW_DATASOURCE,
  type AccessFacts,
  type Capability,
  type Profile,
  type Verdict,
} from '../../src/domain';
import en from '../../src/i18n/en.json';
import { createProfileLoader } from '../auth/profiles';
import { serviceAccountKeys } from '../services/serviceAccountKeys';
import { roleIds, useTestSandbox } from '../../tests/server';
import { matrixWorld, type MatrixWorld } from '../../tests/server/matrixWorld';

const sb = useTestSandbox();
const acc = '/svc/account/api/v1.0';
const viewer = 'tms.admin@sandbox.test';

interface Probe {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: (orgId: number) => string;
  body?: (w: MatrixWorld, orgId: number, email: string) => object;
  /** The route's answer to a Yes for a state the tab does not speak of (a job already running, not signed up). */
  state?: number;
  /**
   * Reasons of a No that narrow what the console shows, not what the sandbox allows: the route
   * answers (2xx) although the tab says No.
   */
  shownOnly?: readonly string[];
}

/** Refusals for the organization's state, not the user's rights: the route's own answer for each. */
const stateRefusals: Record<string, number> = {
  noChildTypes: 400,
  isRoot: 409,
  hasChildren: 409,
  ownNotProvisioned: 409,
  selectedNotProvisioned: 409,
  dpcProvisioned: 409,
};

const tabRead = (url: (orgId: number) => string, shownOnly: readonly string[]): Probe => ({ method: 'GET', url, shownOnly });

/** The request that enforces each capability; several where more than one route does. Delete is probed apart, last. */
const probes: Record<Exclude<Capability, 'deleteOrganization'>, Probe[]> = {
  viewOrganization: [{ method: 'GET', url: (id) => `${acc}/organizations/${id}` }],
  manageOrganization: [
    {
      method: 'PATCH',
      url: (id) => `${acc}/organizations/${id}/managed`,
      body: (w, id) => {
        const o = w.orgs.get(id)!;
        return { name: o.name, parentCanView: o.parentCanView, parentCanManage: o.parentCanManage };
      },
    },
  ],
  // A licence-only admin sees Overview only, which reads the organization, its services and its sign-up status too.
  tabConfig: [tabRead((id) => `${acc}/organizations/${id}`, ['licenseAdminOnly'])],
  tabServices: [tabRead((id) => `/svc/location/api/v1.0/organizations/${id}`, ['licenseAdminOnly'])],
  tabDataCollection: [tabRead((id) => `/svc/reporting/us/api/Signup/Status?organizationId=${id}`, ['licenseAdminOnly'])],
  tabSubscriptions: [tabRead((id) => `${acc}/subscriptions/organizations/${id}`, [])],
  // The notes are readable before reporting is set up; the tab shows once it is.
  tabNotes: [tabRead((id) => `/svc/reporting/us/api/tenants/${id}/notes`, ['noReportingEndpoint', 'setupPending'])],
  addEditSubscriptions: [
    {
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
  ],
  addChild: [
    {
      method: 'POST',
      url: () => `${acc}/organizations`,
      body: (_w, id) => ({
        name: `Access child of ${id}`,
        parentOrganizationId: id,
        organizationType: 5,
        parentCanView: true,
        parentCanManage: true,
      }),
    },
  ],
  // The wizard's calls are decided by manage alone; who is offered the command, and when, is the console's.
  setupReporting: [
    {
      method: 'PATCH',
      url: (id) => `/svc/reporting/us/api/tenants/${id}/acceptPolicies`,
      shownOnly: ['reportingSetUpAlready', 'noAdministratorRoleForSetup', 'noReportingSubscription', 'sysadminOnly'],
    },
  ],
  // 409: a job for the organization is already running or done (an earlier account's Yes started it).
  provisionDpc: [
    {
      method: 'PUT',
      url: (id) => `/svc/dpc/us/2019-06-01-alpha/organizations/${id}/application`,
      body: (_w, id) => ({ alias: `a${id}` }),
      state: 409,
    },
  ],
  // 409: the organization is not signed up for data collection in the region (a state, not a right).
  manageDataCollection: [{ method: 'POST', url: (id) => `/svc/reporting/us/api/Signup/SetHold?organizationId=${id}&hold=false`, state: 409 }],
  manageBoundaries: [
    {
      method: 'POST',
      url: (id) => `${acc}/organizations/${id}/containers`,
      body: (_w, _id, email) => ({ name: `Access boundary of ${email}`, description: 'Access' }),
    },
  ],
  organizationGroups: [{ method: 'GET', url: (id) => `${acc}/organizations/${id}/organizationGroupHierarchies` }],
  tenantStatus: [
    {
      method: 'POST',
      url: () => '/svc/data-query/us/api/v1.0/query',
      body: (_w, id) => ({ datasource: TENANT_OVERVIEW_DATASOURCE, params: { orgs: [id] }, limit: 10, offset: 0 }),
    },
    { method: 'GET', url: (id) => `/svc/reporting/us/api/v1.0/organizations/${id}/Settings/tenantContact` },
  ],
};

const expected = (v: Verdict, probe: Pick<Probe, 'shownOnly'>) =>
  v.allowed || probe.shownOnly?.includes(v.reason) ? '2xx' : String(stateRefusals[v.reason] ?? 'refused');
const answered = (status: number) => (status >= 200 && status < 300 ? '2xx' : status === 403 || status === 404 ? 'refused' : String(status));

async function call(email: string, method: Probe['method'], url: string, payload?: object) {
  return sb.app.inject({ method, url, headers: await sb.authHeader(email), ...(payload === undefined ? {} : { payload }) });
}

async function read<T>(url: string): Promise<T> {
  const res = await call(viewer, 'GET', url);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** The user's profile as the Access tab reads it: the user record's, as the viewer reads it. */
async function tabProfile(userId: string): Promise<Profile | undefined> {
  return userWithAssociationsSchema.parse(await read(`/svc/account/api/v1.2/users/${userId}`)).profile ?? undefined;
}

/** What the tab's queries read of the organization, read by the viewer from the same routes, as they stand now. */
async function factsFor(w: MatrixWorld, subject: Profile, orgId: number): Promise<AccessFacts> {
  const o = w.orgs.get(orgId)!;
  const subscriptions = subscriptionListSchema.parse(await read(`${acc}/subscriptions/organizations/${orgId}`));
  const dpc = await read<{ endpointName: string }[]>(`/svc/location/api/v1.0/organizations/${orgId}/products/3`);
  return {
    path: w.path(orgId),
    organization: { id: orgId, organizationType: o.organizationType, hasChildren: w.hasChildren(orgId) },
    tenantConnected: !!o.tenantId,
    whitelabelCorrect: true,
    hasReportingEndpoint: w.provisioned(orgId),
    hasActiveReportingSubscription: hasActiveSubscriptionFor(subscriptions, 'Reporting'),
    // The tab does not know whether the wizard was finished in another user's browser.
    setupDone: false,
    hasServiceWithEndpoint: true,
    dpc: {
      regionsAvailable: dpc.some((e) => e.endpointName === DPC_REGION_ENDPOINT_NAME),
      masterApplicationExists: dpc.some((e) => e.endpointName === DPC_MASTER_ENDPOINT_NAME),
    },
    ownProvisioned: w.provisioned(subject.organizationId),
    selectedProvisioned: w.provisioned(orgId),
    features: { groupsEnabled: true },
  };
}

const decide = createAccessVerdict({ features: { groupsEnabled: true }, brand: brandAccessOf(), resources: [] });

/** The tab's rows: canAccess's verdict to each capability's question, the organization's facts as record. */
function tabOf(subject: Profile, facts: AccessFacts): Record<Capability, Verdict> {
  const { organization, features: _features, ...rest } = facts;
  const record: OrganizationRecord = { ...rest, ...organization };
  return Object.fromEntries(capabilityOrder.map((c) => [c, decide(subject, { ...capabilityQuestions[c], record })])) as Record<Capability, Verdict>;
}

/** Own, a child, a grandchild, a foreign one, Parent can manage off, Parent can view off, and the root. */
function sample(w: MatrixWorld, p: Profile): number[] {
  const all = [...w.orgs.values()].sort((a, b) => a.id - b.id);
  const below = (id: number) => w.path(id).some((o) => o.id === p.organizationId) && id !== p.organizationId;
  const child = all.find((o) => o.parentId === p.organizationId && o.organizationType !== 1);
  const grandchild = all.find((o) => child && o.parentId === child.id);
  const manageOff = all.find((o) => !o.parentCanManage && below(o.id)) ?? all.find((o) => !o.parentCanManage);
  const viewOff = all.find((o) => !o.parentCanView && !o.parentCanManage && o.parentId !== null);
  const root = all.find((o) => o.parentId === null);
  return [
    ...new Set(
      [p.organizationId, child?.id, grandchild?.id, w.foreignOrg(p), manageOff?.id, viewOff?.id, root?.id].filter(
        (id): id is number => id !== undefined,
      ),
    ),
  ];
}

/** The answers the tab gave, per capability: each must have been asked where it says Yes and where it says No. */
const answers = new Map<Capability, Set<boolean>>();
/** The reasons the tab gave: each has its sentence in the catalogue. */
const reasons = new Set<string>();

/** Each capability the tab answers for `subject` at `orgId`, against the sandbox's answer to `email`'s request. */
async function disagreements(w: MatrixWorld, email: string, subject: Profile | undefined, orgId: number): Promise<string[]> {
  const out: string[] = [];
  const tab = subject ? tabOf(subject, await factsFor(w, subject, orgId)) : undefined;
  for (const [capability, list] of Object.entries(probes) as [Capability, Probe[]][]) {
    for (const probe of list) {
      const v = tab?.[capability] ?? { allowed: false, reason: 'noProfile' };
      answers.set(capability, (answers.get(capability) ?? new Set()).add(v.allowed));
      if (tab) reasons.add(v.reason);
      const answer = await call(email, probe.method, probe.url(orgId), probe.body?.(w, orgId, email));
      const got = v.allowed && answer.statusCode === probe.state ? '2xx' : answered(answer.statusCode);
      if (expected(v, probe) !== got)
        out.push(`${email} ${capability} on ${orgId}: tab ${v.allowed ? 'Yes' : 'No'} (${v.reason}), sandbox ${probe.method} ${answer.statusCode}`);
    }
  }
  return out;
}

describe('the Access tab and the sandbox agree', () => {
  it('for every seeded account and every capability, at its own, a child, a foreign and the flag-limited organizations', async () => {
    const w = matrixWorld(sb.db, () => serviceAccountKeys(sb.dataDir).publicKeyPem);
    const found: string[] = [];
    const deletions: { email: string; orgId: number; verdict: Verdict }[] = [];
    let asked = 0;
    const signIn = createProfileLoader(sb.db);
    for (const persona of w.personas) {
      const subject = await tabProfile(persona.userId);
      expect(subject, persona.email).toEqual(signIn(persona.userId));
      for (const orgId of sample(w, persona)) {
        found.push(...(await disagreements(w, persona.email, subject, orgId)));
        asked++;
        const verdict = subject ? tabOf(subject, await factsFor(w, subject, orgId)).deleteOrganization : { allowed: false, reason: 'noProfile' };
        deletions.push({ email: persona.email, orgId, verdict });
      }
    }
    // Delete last: refusals first, then one permitted deletion per organization without children.
    for (const d of deletions.filter((d) => !d.verdict.allowed)) {
      const answer = await call(d.email, 'DELETE', `${acc}/organizations/${d.orgId}`);
      if (expected(d.verdict, {}) !== answered(answer.statusCode))
        found.push(`${d.email} deleteOrganization on ${d.orgId}: tab No (${d.verdict.reason}), sandbox ${answer.statusCode}`);
    }
    const deleted = new Set<number>();
    for (const d of deletions.filter((d) => d.verdict.allowed && !w.hasChildren(d.orgId))) {
      if (deleted.has(d.orgId)) continue;
      const answer = await call(d.email, 'DELETE', `${acc}/organizations/${d.orgId}`);
      deleted.add(d.orgId);
      if (answered(answer.statusCode) !== '2xx') found.push(`${d.email} deleteOrganization on ${d.orgId}: tab Yes, sandbox ${answer.statusCode}`);
    }
    expect(found).toEqual([]);
    for (const d of deletions) answers.set('deleteOrganization', (answers.get('deleteOrganization') ?? new Set()).add(d.verdict.allowed));
    expect(Object.fromEntries([...answers].map(([c, seen]) => [c, seen.size]))).toEqual(Object.fromEntries(capabilityOrder.map((c) => [c, 2])));
    expect([...reasons].filter((r) => !(r in en.access.because))).toEqual([]);
    expect(w.personas).toHaveLength(10);
    expect(asked).toBeGreaterThanOrEqual(w.personas.length * 3);
  });

  it('after Nora Quinn accepts her Coho Winery invitation and becomes System Administrator at Contoso Pharmaceuticals', async () => {
    const w = matrixWorld(sb.db, () => serviceAccountKeys(sb.dataDir).publicKeyPem);
    const nora = w.personas.find((p) => p.email === 'no.roles@sandbox.test')!;
    const id = (name: string) => [...w.orgs.values()].find((o) => o.name === name)!.id;
    const [coho, contoso] = [id('Coho Winery'), id('Contoso Pharmaceuticals')];
    const invites = (await call(nora.email, 'GET', `${acc}/users/me/invites`)).json() as { id: string; organizationId: number; status: number }[];
    const invite = invites.find((i) => i.organizationId === coho && i.status === 0)!;
    expect((await call(nora.email, 'PUT', `${acc}/users/me/invites/${invite.id}/accept`)).statusCode).toBe(200);
    expect((await call(viewer, 'POST', `${acc}/organizations/${contoso}/users/${nora.userId}/roles/${roleIds.sysadmin}`)).statusCode).toBe(200);

    const subject = await tabProfile(nora.userId);
    expect([...(await disagreements(w, nora.email, subject, coho)), ...(await disagreements(w, nora.email, subject, contoso))]).toEqual([]);
    // The profile the sandbox decides her requests with: her home is Coho Winery, where she is Account Administrator.
    expect(subject).toEqual(createProfileLoader(sb.db)(nora.userId));
    const atCoho = tabOf(subject!, await factsFor(w, subject!, coho));
    const atContoso = tabOf(subject!, await factsFor(w, subject!, contoso));
    expect([atCoho.viewOrganization.allowed, atCoho.manageOrganization.allowed]).toEqual([true, true]);
    expect(atCoho.manageOrganization.reason).toBe('ownOrganizationAdministrator');
    expect([atContoso.viewOrganization.allowed, atContoso.manageOrganization.allowed]).toEqual([false, false]);
    expect(atContoso.viewOrganization.reason).toBe('outsideOwnOrganization');
  });
});
