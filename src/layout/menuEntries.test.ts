import { accessTable } from '../authProvider/canAccess';
import { resources } from '../resources';
import { menuEntries } from './menuEntries';

describe('menuEntries: the entries the resources and pages declare', () => {
  it('are the specification\'s menu, in its order (doc 002 "Navigation menu", doc 001 §6), with Changes before Service Accounts', () => {
    expect(menuEntries(resources).map((e) => [e.path, e.labelKey])).toEqual([
      ['/hierarchy', 'menu.myOrganization'],
      ['/dashboard', 'menu.dashboard'],
      ['/groups', 'menu.organizationGroups'],
      ['/tenant-overview', 'menu.tenantStatus'],
      ['/virtual-boundaries', 'menu.virtualBoundaries'],
      ['/associations', 'menu.myAssociations'],
      ['/invitations', 'menu.myInvitations'],
      ['/my-invoices', 'menu.myInvoices'],
      ['/card-details', 'menu.cardDetails'],
      ['/internalusers', 'menu.manageUsers'],
      ['/changes', 'menu.changes'],
      ['/service-accounts', 'menu.serviceAccounts'],
    ]);
  });

  it('each has an icon and a rule canAccess answers from, and a place of its own', () => {
    const table = accessTable(resources);
    const entries = menuEntries(resources);
    for (const e of entries) {
      expect(e.icon, e.path).toBeDefined();
      expect(Object.hasOwn(table, e.resource), e.resource).toBe(true);
    }
    expect(new Set(entries.map((e) => e.order)).size).toBe(entries.length);
  });

  it('links Virtual Boundaries and Tenant Status to the organization chosen in the hierarchy', () => {
    const byPath = new Map(menuEntries(resources).map((e) => [e.path, e]));
    expect(byPath.get('/virtual-boundaries')?.withOrganization?.(7)).toBe('/virtual-boundaries?org=7');
    expect(byPath.get('/tenant-overview')?.withOrganization?.(7)).toBe('/tenant-overview?orgs=7');
    expect(byPath.get('/my-invoices')?.withOrganization).toBeUndefined();
    expect(byPath.get('/dashboard')?.withOrganization).toBeUndefined();
  });
});
