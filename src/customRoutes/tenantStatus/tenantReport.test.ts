import { tenantReportCsv } from './tenantReport';

describe('Download Report (tenant_status)', () => {
  it('writes the six columns and neutralises formula-leading cells', () => {
    const csv = tenantReportCsv([
      {
        id: 7,
        OrgId: 7,
        TenantDomain: '=HYPERLINK("x")',
        UserCount: 12,
        MailboxCount: -3,
        DataAsOf: '2026-11-20T01:02:03Z',
        NextScan: null,
        JobStatusAggregation: '@SUM(1)',
      },
    ]);
    expect(csv.split(/\r?\n/)).toEqual([
      'TenantDomain,UserCount,MailboxCount,DataAsOf,NextScan,JobStatusAggregation',
      `"'=HYPERLINK(""x"")",12,-3,2026-11-20T01:02:03Z,,"'@SUM(1)"`,
    ]);
  });
});
