import { http, HttpResponse } from 'msw';
import type { AvailableRole } from '../../src/domain/roles';
import type { AssociationItem } from '../../src/domain/schemas/association';
import type { Invoice } from '../../src/domain/schemas/invoice';
import type { Organization } from '../../src/domain/schemas/organization';
import { testConfig } from './config';

export const accountBase = testConfig.services.account;
export const accountUrl = (path: string) => `${accountBase}${path}`;

export const availableRoles: AvailableRole[] = [
  { roleId: 'r-sys', displayName: 'System Administrator', isVisible: true, shortCode: 'sysadmin', isCurrent: false },
  { roleId: 'r-acc', displayName: 'Account Administrator', isVisible: true, shortCode: 'accountadmin', isCurrent: false },
  { roleId: 'r-tms', displayName: 'TMS Admin', isVisible: false, shortCode: null, isCurrent: false },
];

/** Invoices per organization id; organization 1 is the root of the domain's test profiles. */
export const invoicesByOrg: Record<number, Invoice[]> = {
  1: [
    { type: 1, id: 'INV-1001', date: '2026-01-15T00:00:00Z', navContact: 'January licences', currency: 1, total: 1200, settled: true },
    { type: 2, id: 'CRN-2001', date: '2026-03-01T10:00:00Z', navContact: 'Credit for outage', currency: 2, total: 250.5, settled: false },
    { type: 1, id: 'INV-1002', date: '2025-12-02T00:00:00Z', navContact: 'December licences', currency: 3, total: 99.999, settled: false },
  ],
  40: [{ type: 1, id: 'INV-4001', date: '2026-02-10T00:00:00Z', navContact: 'Tenant plan', currency: 1, total: 10, settled: true }],
};

export const associationsByOrg: Record<number, AssociationItem[]> = {
  1: [
    {
      organizationId: 1,
      organizationName: 'Quadrant Root',
      parentId: null,
      organizationType: 1,
      parentCanView: false,
      parentCanManage: true,
      children: [10],
    },
    {
      organizationId: 10,
      organizationName: 'Fabrikam Distribution',
      parentId: 1,
      organizationType: 2,
      parentCanView: true,
      parentCanManage: true,
      children: [],
    },
  ],
};

const notFound = (what: string) => HttpResponse.json({ message: `${what} not found` }, { status: 404 });

/** The account service's happy paths; a test overrides one with server.use(...). */
export const accountHandlers = [
  http.get(accountUrl('/api/v1.0/roles'), () => HttpResponse.json(availableRoles)),
  http.get(accountUrl('/api/v1.0/organizations/:org/billing'), ({ params }) => {
    const list = invoicesByOrg[Number(params.org)];
    return list ? HttpResponse.json(list) : notFound('organization');
  }),
  http.get(accountUrl('/api/v1.0/organizations/:org/associations'), ({ params, request }) => {
    const list = associationsByOrg[Number(params.org)];
    if (!list) return notFound('organization');
    const addUsers = new URL(request.url).searchParams.get('addUsers') === 'true';
    return HttpResponse.json(addUsers ? list.map((a) => ({ ...a, users: ['someone@example.test'] })) : list);
  }),
  http.get(accountUrl('/api/v1.0/organizations/:org'), ({ params }) => {
    const org = associationsByOrg[1].find((a) => a.organizationId === Number(params.org));
    if (!org) return notFound('organization');
    const answer: Organization = {
      id: org.organizationId,
      name: org.organizationName,
      parentId: org.parentId,
      organizationType: org.organizationType,
      parentCanView: org.parentCanView,
      parentCanManage: org.parentCanManage,
      paymentType: 0,
      externalBillingId: null,
      whitelabelId: null,
      customerReference: null,
      status: 0,
      azureAdTenantId: null,
      createdOnUtc: '2024-01-15T09:30:00Z',
      authentication: { useCertBasedAuth: false, isBlocked: false },
    };
    return HttpResponse.json(answer);
  }),
];

/** An error answer as every service sends it: {message, errors?}. */
export const errorAnswer = (status: number, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json(errors ? { message, errors } : { message }, { status });
