import type { z } from 'zod';
import { http, HttpResponse } from 'msw';
import { fieldErrors } from '../../src/domain/schemas/apiError';
import { iumOrganizationPatchBodySchema } from '../../src/domain/schemas/organizationSettings';
import { createOrganizationBodySchema, updateManagedOrganizationBodySchema } from '../../src/domain/validation/organization';
import { accountUrl, errorAnswer } from './account';
import { testConfig, testOrigin } from './config';
import { hierarchyData as data, subtree } from './hierarchyData';

const orgOr404 = (id: unknown) => data.orgs.get(Number(id));
const notFound = () => errorAnswer(404, 'organization not found');
const invalid = (error: Parameters<typeof fieldErrors>[0]) => errorAnswer(400, 'Invalid request body', fieldErrors(error));
const analytics = (path: string) => `${testConfig.services.analytics}${path}`;
const authSettings = (path: string) => `${testConfig.services.authSettings}${path}`;

/** A PATCH of an organization's fields, validated with the body schema the sandbox uses. */
function patchOrganization(path: string, schema: z.ZodType<object>) {
  return http.patch(accountUrl(path), async ({ params, request }) => {
    const o = orgOr404(params.org);
    if (!o) return notFound();
    const body = schema.safeParse(await request.json());
    if (!body.success) return invalid(body.error);
    Object.assign(o, body.data);
    return new HttpResponse(null, { status: 204 });
  });
}
/** Any regional reporting host of testConfig, and the Reporting endpoint of tests/msw/location.ts. */
const reporting = (path: string) => `${testOrigin}/svc/:reportingHost${path}`;

/** The account service's hierarchy endpoints, analytics settings and the reporting service, over hierarchyData. */
export const hierarchyHandlers = [
  http.get(accountUrl('/api/v1.0/organizations/:org/associations'), ({ params, request }) => {
    const list = subtree(Number(params.org), new URL(request.url).searchParams.get('addUsers') === 'true');
    return list ? HttpResponse.json(list) : notFound();
  }),
  http.get(accountUrl('/api/v1.0/organizations/:org/options'), ({ params }) => {
    const o = orgOr404(params.org);
    if (!o) return notFound();
    const parent = o.parentId === null ? null : data.orgs.get(o.parentId)!.name;
    return HttpResponse.json({ name: o.name, parentOrganizationName: parent, parentCanView: o.parentCanView, parentCanManage: o.parentCanManage });
  }),
  http.get(accountUrl('/api/v1.0/organizations/:org/azureTenants'), ({ params }) => {
    const t = data.tenants[Number(params.org)];
    return t ? HttpResponse.json(t) : errorAnswer(404, 'No directory tenant is connected');
  }),
  http.get(accountUrl('/api/v1.0/organizations/:org/azureTenants/resync'), ({ params }) => {
    const t = data.tenants[Number(params.org)];
    if (!t) return errorAnswer(409, 'No directory tenant is connected');
    t.lastUpdatedOnUtc = '2026-05-05T12:00:00Z';
    return HttpResponse.json(t);
  }),
  http.post(accountUrl('/api/v1.0/organizations/:org/azureTenants/:tenantId'), ({ params }) => {
    const o = orgOr404(params.org);
    if (!o) return notFound();
    const id = String(params.tenantId);
    o.azureAdTenantId = id;
    data.tenants[o.id] = { id, name: 'fresh.onmicrosoft.com', verifiedDomains: [{ domainName: 'fresh.onmicrosoft.com', isDefault: true }], lastUpdatedOnUtc: '2026-05-05T12:00:00Z', whitelabelId: null };
    return HttpResponse.json(data.tenants[o.id]);
  }),
  http.put(accountUrl('/api/v1.0/organizations/:org/whitelabels/:whitelabelId'), ({ params }) => {
    const t = data.tenants[Number(params.org)];
    if (!t) return errorAnswer(409, 'No directory tenant is connected');
    t.whitelabelId = Number(params.whitelabelId);
    return HttpResponse.json(t);
  }),
  http.get(accountUrl('/api/v1.0/azureApplications/preferred'), () =>
    HttpResponse.json({ id: 'app-1', clientId: 'console-app-client', displayName: 'Quadrant Reporting', publicKeyUrl: `${testOrigin}/keys/app-1` }),
  ),
  http.post(accountUrl('/api/v1.0/organizations'), async ({ request }) => {
    const body = createOrganizationBodySchema.safeParse(await request.json());
    if (!body.success) return invalid(body.error);
    const id = data.nextId++;
    const { parentOrganizationId, ...rest } = body.data;
    data.orgs.set(id, { ...data.orgs.get(1)!, ...rest, id, parentId: parentOrganizationId, azureAdTenantId: null, paymentType: 0, externalBillingId: null });
    return HttpResponse.json({ organizationId: id }, { status: 201 });
  }),
  patchOrganization('/api/v1.0/organizations/:org/managed', updateManagedOrganizationBodySchema),
  patchOrganization('/api/v1.0/ium/organizations/:org', iumOrganizationPatchBodySchema),
  http.delete(accountUrl('/api/v1.0/organizations/:org'), ({ params }) => {
    const o = orgOr404(params.org);
    if (!o) return notFound();
    if ([...data.orgs.values()].some((c) => c.parentId === o.id)) return errorAnswer(409, `${o.name} still has child organizations`);
    data.orgs.delete(o.id);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(accountUrl('/api/v1.0/organizations/:org'), ({ params }) => {
    const o = orgOr404(params.org);
    return o ? HttpResponse.json(o) : notFound();
  }),
  http.get(analytics('/api/v1/organizations/:org/Settings/GetTenantAuthenticationType'), ({ params }) => {
    const o = orgOr404(params.org);
    return o ? HttpResponse.json(o.authentication) : notFound();
  }),
  http.patch(authSettings('/api/v1/organizations/:org/Settings/SetTenantAuthenticationType/:type'), ({ params }) => {
    const o = orgOr404(params.org);
    if (!o) return notFound();
    o.authentication = { ...o.authentication, useCertBasedAuth: params.type === '1' };
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(reporting('/api/tenants/:id/notes'), ({ params }) => HttpResponse.json({ customNodes: data.notes[Number(params.id)] ?? '' })),
  http.patch(reporting('/api/tenants/:id/notes'), async ({ params, request }) => {
    const { customNodes } = (await request.json()) as { customNodes: string };
    data.notes[Number(params.id)] = customNodes;
    return HttpResponse.json({ customNodes });
  }),
  http.get(reporting('/api/tenants/:id/isPoliciesAccepted'), ({ params }) =>
    data.policiesAccepted.has(Number(params.id))
      ? HttpResponse.json({ accepted: true, acceptedOnUtc: '2026-01-01T00:00:00Z' })
      : errorAnswer(404, 'Policies not accepted'),
  ),
  http.patch(reporting('/api/tenants/:id/acceptPolicies'), ({ params }) => {
    data.policiesAccepted.add(Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
  http.delete(reporting('/api/signup/DeleteTenant'), () => new HttpResponse(null, { status: 204 })),
  http.delete(reporting('/api/tenants/:id'), ({ params }) => {
    delete data.notes[Number(params.id)];
    return new HttpResponse(null, { status: 204 });
  }),
];
