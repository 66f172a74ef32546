import { describe, expect, it } from 'vitest';
import { initTenantBodySchema, NEVER_COPIED_DATE, setHoldQuerySchema } from './dataCollection';
import { dataQueryBodySchema, JOB_DATASOURCE, TENANT_OVERVIEW_DATASOURCE } from './dataQuery';
import { neverCopied } from '../status/demo';

describe('sign-up request shapes', () => {
  it('reads hold as the text true or false only', () => {
    expect(setHoldQuerySchema.parse({ hold: 'true', organizationId: '5' })).toEqual({ hold: true, organizationId: 5 });
    expect(setHoldQuerySchema.parse({ hold: 'false', organizationId: '5' }).hold).toBe(false);
    expect(setHoldQuerySchema.safeParse({ hold: '1', organizationId: '5' }).success).toBe(false);
  });

  it('InitTenant takes a known region and nothing else', () => {
    expect(initTenantBodySchema.safeParse({ region: 'EMEA' }).success).toBe(true);
    expect(initTenantBodySchema.safeParse({ region: 'eu' }).success).toBe(false);
    expect(initTenantBodySchema.safeParse({ region: 'US', alias: 'x' }).success).toBe(false);
  });

  it('the never-copied date is read as never by the demo rule', () => {
    expect(neverCopied(NEVER_COPIED_DATE)).toBe(true);
  });
});

describe('universal data query request', () => {
  it('defaults to limit 51 (page 50 + 1) from offset 0 and keeps the datasource fields strict', () => {
    expect(dataQueryBodySchema.parse({ datasource: JOB_DATASOURCE, params: { orgs: [1] } })).toMatchObject({ limit: 51, offset: 0 });
    expect(dataQueryBodySchema.safeParse({ datasource: JOB_DATASOURCE, params: { orgs: [1] }, fields: ['UserCount'] }).success).toBe(false);
    expect(dataQueryBodySchema.safeParse({ datasource: JOB_DATASOURCE, params: { orgs: [1] }, limit: 1002 }).success).toBe(false);
  });

  it('the tenant overview filters by orgs or orggrps, not both', () => {
    expect(dataQueryBodySchema.safeParse({ datasource: TENANT_OVERVIEW_DATASOURCE, params: { orggrps: [2] } }).success).toBe(true);
    expect(dataQueryBodySchema.safeParse({ datasource: TENANT_OVERVIEW_DATASOURCE, params: { orgs: [1], orggrps: [2] } }).success).toBe(false);
    expect(dataQueryBodySchema.safeParse({ datasource: 'other', params: { orgs: [1] } }).success).toBe(false);
  });
});
