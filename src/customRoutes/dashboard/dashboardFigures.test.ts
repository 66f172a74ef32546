import { describe, expect, it } from 'vitest';
import type { TenantStatusRecord } from '../../dataProvider/resources/tenantStatus';
import { dashboardFigures, organizationsByType } from './dashboardFigures';

const now = new Date('2026-03-10T12:00:00Z');
const row = (OrgId: number, DataAsOf: string | null, JobStatusAggregation: string | null, UserCount = 10, MailboxCount = 8): TenantStatusRecord => ({
  id: OrgId,
  OrgId,
  TenantDomain: `t${OrgId}.example`,
  UserCount,
  MailboxCount,
  DataAsOf,
  NextScan: null,
  JobStatusAggregation,
});

describe('dashboardFigures', () => {
  const rows = [
    row(1, '2026-03-09T12:00:00Z', '4 Succeeded'),
    row(2, '2026-03-06T12:00:00Z', '3 Succeeded, 1 Failed'),
    row(3, '2026-03-01T00:00:00Z', '1 Failed'),
    row(4, null, '', 5, 2),
  ];
  const figures = dashboardFigures(rows, now);
  const pick = (bars: { key: string; count: number; orgIds: number[] }[]) => Object.fromEntries(bars.map((b) => [b.key, b.orgIds]));

  it('counts each tenant in its freshness group, keeping which organizations fell where', () => {
    expect(pick(figures.freshness)).toEqual({ neutral: [1], yellow: [2], red: [3], noData: [4] });
  });

  it('counts a tenant under every status its jobs are in, and a tenant without jobs apart', () => {
    expect(pick(figures.jobStatus)).toEqual({ Succeeded: [1, 2], Running: [], Queued: [], Failed: [2, 3], Stopped: [], noJobs: [4] });
  });

  it('adds up tenants, users and mailboxes', () => {
    expect(figures.totals).toEqual({ tenants: 4, users: 35, mailboxes: 26 });
  });

  it('counts organizations per type in type order, zero where there are none', () => {
    expect(organizationsByType([5, 5, 3, 1]).map((b) => [b.key, b.count])).toEqual([
      ['1', 1],
      ['2', 0],
      ['3', 1],
      ['4', 0],
      ['5', 2],
    ]);
  });
});
