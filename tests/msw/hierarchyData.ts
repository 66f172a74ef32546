/**
 * In-memory hierarchy of the msw handlers (organizations, directory tenants, notes, policy
 * acceptance): tests that write call resetHierarchyData() in beforeEach. Organizations 1 and 10
 * are those of account.ts; 1 → 10 → 20 → 30 → 40/41 follows src/domain/testing/profiles.ts.
 */
import type { AssociationItem } from '../../src/domain/schemas/association';
import type { DirectoryTenant } from '../../src/domain/schemas/directoryTenant';
import type { Organization } from '../../src/domain/schemas/organization';

/** An organization with the defaults the msw handlers answer. */
export const org = (o: Partial<Organization> & Pick<Organization, 'id' | 'name' | 'parentId' | 'organizationType'>): Organization => ({
  parentCanView: true,
  parentCanManage: true,
  paymentType: 0,
  externalBillingId: null,
  whitelabelId: null,
  customerReference: null,
  status: 0,
  azureAdTenantId: null,
  createdOnUtc: '2024-01-15T09:30:00Z',
  authentication: { useCertBasedAuth: false, isBlocked: false },
  ...o,
});

export const tenantIds = { root: '0f6c1d2e-0000-4bbb-8ccc-000000000001', contoso: '0f6c1d2e-0000-4bbb-8ccc-000000000040' };

function initial() {
  const orgs: Organization[] = [
    org({ id: 1, name: 'Quadrant Root', parentId: null, organizationType: 1, parentCanView: false, azureAdTenantId: tenantIds.root }),
    org({ id: 10, name: 'Fabrikam Distribution', parentId: 1, organizationType: 2 }),
    org({ id: 20, name: 'Northwind Partners', parentId: 10, organizationType: 3, paymentType: 4, externalBillingId: 'NAV-200020' }),
    org({ id: 30, name: 'Wingtip Holdings', parentId: 20, organizationType: 4 }),
    org({
      id: 40, name: 'Contoso Ltd', parentId: 30, organizationType: 5, azureAdTenantId: tenantIds.contoso,
      createdOnUtc: '2021-06-02T08:00:00Z', paymentType: 3, customerReference: 'PO-77',
    }),
    org({ id: 41, name: 'Coho Winery', parentId: 30, organizationType: 5, parentCanView: true, parentCanManage: false }),
  ];
  const tenants: Record<number, DirectoryTenant> = {
    1: { id: tenantIds.root, name: 'quadrant.onmicrosoft.com', verifiedDomains: [{ domainName: 'quadrant.example', isDefault: true }], lastUpdatedOnUtc: '2026-01-02T10:00:00Z', whitelabelId: null },
    40: {
      id: tenantIds.contoso,
      name: 'contoso.onmicrosoft.com',
      verifiedDomains: [{ domainName: 'contoso.onmicrosoft.com', isDefault: false }, { domainName: 'contoso.example', isDefault: true }],
      lastUpdatedOnUtc: '2026-03-04T15:20:00Z',
      whitelabelId: null,
    },
  };
  return {
    orgs: new Map(orgs.map((o) => [o.id, o])),
    tenants,
    users: { 40: ['alex.morgan@contoso.example'] } as Record<number, string[]>,
    notes: { 40: 'Renewal call booked for May.' } as Record<number, string>,
    /** Organizations whose terms are accepted; by default all, so no dialog interrupts other tests. */
    policiesAccepted: new Set<number>(orgs.map((o) => o.id)),
    nextId: 1000,
  };
}

export let hierarchyData = initial();
export function resetHierarchyData() {
  hierarchyData = initial();
}

/** The organization and every one below it, parents before children, as GET …/associations answers. */
export function subtree(rootId: number, addUsers: boolean): AssociationItem[] | undefined {
  const { orgs, users } = hierarchyData;
  if (!orgs.has(rootId)) return undefined;
  const childrenOf = (id: number) => [...orgs.values()].filter((o) => o.parentId === id).sort((a, b) => a.name.localeCompare(b.name));
  const out: AssociationItem[] = [];
  const visit = (o: Organization) => {
    const kids = childrenOf(o.id);
    out.push({
      organizationId: o.id,
      organizationName: o.name,
      parentId: o.parentId,
      organizationType: o.organizationType,
      parentCanView: o.parentCanView,
      parentCanManage: o.parentCanManage,
      children: kids.map((k) => k.id),
      ...(addUsers ? { users: users[o.id] ?? ['someone@example.test'] } : {}),
    });
    kids.forEach(visit);
  };
  visit(orgs.get(rootId)!);
  return out;
}
