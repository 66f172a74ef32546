import { auditActions } from '../../src/domain/auditActions';
import { assertAudited, auditedRoutes, isWriteRoute, refusalAuditActions } from './auditedRoutes';

describe('audited routes (a write route cannot go unrecorded)', () => {
  it('refuses a /svc write route without an audit action, and lets reads and other routes pass', () => {
    expect(() => assertAudited('POST', '/svc/account/api/v1.0/organizations/:orgId/somethingNew')).toThrow(
      /no entry in server\/audit\/auditedRoutes\.ts/,
    );
    expect(() => assertAudited('GET', '/svc/account/api/v1.0/organizations/:orgId/azureTenants/resync'.replace('resync', 'other'))).not.toThrow();
    expect(() => assertAudited('PATCH', '/svc/reporting/eu/api/tenants/:id/notes')).not.toThrow();
    expect(() => assertAudited('POST', '/authority/interaction/:uid/login')).not.toThrow();
    expect(isWriteRoute('GET', '/svc/data-management/api/v1.0/Jobs/:jobId/Stop')).toBe(true);
    expect(isWriteRoute('POST', '/svc/data-query/s1/api/v1.0/query')).toBe(false);
  });

  it('names every action the console labels, and no other', () => {
    expect(new Set([...Object.values(auditedRoutes).map((r) => r.action), ...refusalAuditActions])).toEqual(new Set(auditActions));
  });
});
