import {
  freshnessGroup,
  tenantJobStatuses,
  aggregationTone,
  contactChanged,
  matchesTenantColumnFilters,
  freshnessColour,
  globalReaderState,
  globalReaderVerifyMessageKey,
  isOverMultiSelectCap,
  isStoppableJob,
  jobDuration,
  showNotProvisionedWarning,
  tenantOverviewPage,
} from './tenantStatus';
import { emptyTenantContact, tenantContactBodySchema, tenantContactSchema } from '../schemas/tenantStatus';

const now = new Date('2025-06-15T12:00:00Z');
const daysAgo = (d: number, extraMs = 0) => new Date(now.getTime() - d * 86400000 - extraMs).toISOString();

describe('data freshness (doc 001 §4)', () => {
  it('under 3 days neutral, 3 to 6 yellow, older than 6 red', () => {
    expect(freshnessColour(daysAgo(0), now)).toBe('neutral');
    expect(freshnessColour(daysAgo(2, 3600000), now)).toBe('neutral');
    expect(freshnessColour(daysAgo(3), now)).toBe('yellow');
    expect(freshnessColour(daysAgo(6), now)).toBe('yellow');
    expect(freshnessColour(daysAgo(6, 60000), now)).toBe('red');
    expect(freshnessColour(daysAgo(30), now)).toBe('red');
  });
  it('no date is neutral', () => {
    expect(freshnessColour(null, now)).toBe('neutral');
    expect(freshnessColour('not a date', now)).toBe('neutral');
  });
});

describe('global reader (doc 000 §4, doc 001 §4)', () => {
  it('424 → the DeviceManagementRBAC message, other non-200 → something went wrong, 200/empty → none', () => {
    expect(globalReaderVerifyMessageKey(424)).toBe('dataCollection.globalReader.verifyFailed');
    expect(globalReaderVerifyMessageKey(500)).toBe('dataCollection.globalReader.generic');
    expect(globalReaderVerifyMessageKey(404)).toBe('dataCollection.globalReader.generic');
    expect(globalReaderVerifyMessageKey(200)).toBeUndefined();
    expect(globalReaderVerifyMessageKey(null)).toBeUndefined();
    expect(globalReaderVerifyMessageKey(undefined)).toBeUndefined();
  });
  it('granted, not granted or not verified', () => {
    expect(globalReaderState(true)).toBe('granted');
    expect(globalReaderState(false)).toBe('notGranted');
    expect(globalReaderState(null)).toBe('notVerified');
  });
});

describe('job duration (doc 001 §3)', () => {
  it('HH:mm:ss from start to last success', () => {
    expect(jobDuration('2025-06-15T10:00:00Z', '2025-06-15T11:02:03Z')).toBe('01:02:03');
    expect(jobDuration('2025-06-15T10:00:00Z', '2025-06-15T10:00:00Z')).toBe('00:00:00');
    expect(jobDuration('2025-06-14T10:00:00Z', '2025-06-15T12:00:05Z')).toBe('26:00:05');
  });
  it('empty when a date is missing or the success predates the start', () => {
    expect(jobDuration(null, '2025-06-15T11:00:00Z')).toBe('');
    expect(jobDuration('2025-06-15T10:00:00Z', undefined)).toBe('');
    expect(jobDuration('2025-06-15T10:00:00Z', '2025-06-15T09:00:00Z')).toBe('');
  });
});

describe('tenant table', () => {
  it('warns when selected organizations and rows differ', () => {
    expect(showNotProvisionedWarning(3, 2)).toBe(true);
    expect(showNotProvisionedWarning(2, 2)).toBe(false);
  });
  it('informs past 100 selected options', () => {
    expect(isOverMultiSelectCap(100)).toBe(false);
    expect(isOverMultiSelectCap(101)).toBe(true);
  });
});

describe('tenant overview paging, job statuses and the contact form (doc 001 §4, §5, §7, §9)', () => {
  it('asks one row more than the page of 50, from the page start', () => {
    expect(tenantOverviewPage(1)).toEqual({ limit: 51, offset: 0 });
    expect(tenantOverviewPage(3)).toEqual({ limit: 51, offset: 100 });
  });

  it('stops only queued or running jobs, and reads an aggregation by its worst status', () => {
    expect(['Running', 'Queued', 'Succeeded', 'Failed', 'Stopped', '', null].map(isStoppableJob)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(aggregationTone('4 Succeeded, 1 Failed')).toBe('error');
    expect(aggregationTone('3 Succeeded, 1 Running')).toBe('info');
    expect(aggregationTone('2 Succeeded, 1 Stopped, 1 Queued')).toBe('warning');
    expect(aggregationTone('5 Succeeded')).toBe('success');
    expect(aggregationTone('')).toBe('default');
  });

  it('enables the contact submit only when a value differs from the initial one', () => {
    const initial = { name: 'Ann', email: '', phone: '1', notes: '' };
    const fields = ['name', 'email', 'phone', 'notes'] as const;
    expect(contactChanged(initial, { ...initial }, fields)).toBe(false);
    expect(contactChanged(initial, { ...initial, notes: 'x' }, fields)).toBe(true);
  });

  it('refuses unknown contact fields and over-long values; the contact carries id 0 when none exists', () => {
    const body = { name: 'Ann', email: 'ann@example.com', phone: '', notes: '' };
    expect(tenantContactBodySchema.parse(body)).toEqual(body);
    expect(tenantContactBodySchema.safeParse({ ...body, id: 3 }).success).toBe(false);
    expect(tenantContactBodySchema.safeParse({ ...body, name: 'x'.repeat(257) }).success).toBe(false);
    expect(tenantContactSchema.parse(emptyTenantContact).id).toBe(0);
  });
});

describe('tenant table column filters', () => {
  const row = {
    TenantDomain: 'contoso.onmicrosoft.com',
    JobStatusAggregation: '4 Succeeded, 1 Failed',
    DataAsOf: new Date(2026, 10, 20, 23, 30).toISOString(),
    NextScan: null,
  };
  it("matches text in any case, and calendar days inclusive in the viewer's time zone", () => {
    expect(matchesTenantColumnFilters(row, { domain: 'CONTOSO', status: 'failed' })).toBe(true);
    expect(matchesTenantColumnFilters(row, { domain: 'fabrikam' })).toBe(false);
    expect(matchesTenantColumnFilters(row, { asOfFrom: '2026-11-20', asOfTo: '2026-11-20' })).toBe(true);
    expect(matchesTenantColumnFilters(row, { asOfFrom: '2026-11-21' })).toBe(false);
    expect(matchesTenantColumnFilters(row, { scanTo: '2030-01-01' })).toBe(false);
    expect(matchesTenantColumnFilters(row, {})).toBe(true);
  });
});

describe('dashboard groups', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('puts a tenant in the freshness group of its colour, and one without a date in noData', () => {
    expect(freshnessGroup('2026-03-09T12:00:00Z', now)).toBe('neutral');
    expect(freshnessGroup('2026-03-06T12:00:00Z', now)).toBe('yellow');
    expect(freshnessGroup('2026-03-01T12:00:00Z', now)).toBe('red');
    expect(freshnessGroup(null, now)).toBe('noData');
    expect(freshnessGroup('not a date', now)).toBe('noData');
  });
  it('names each job status of an aggregation once, in JobStatus order', () => {
    expect(tenantJobStatuses('1 Failed, 4 Succeeded')).toEqual(['Succeeded', 'Failed']);
    expect(tenantJobStatuses('')).toEqual([]);
    expect(tenantJobStatuses(null)).toEqual([]);
    expect(tenantJobStatuses('2 Paused, 1 Running')).toEqual(['Running', 'Paused']);
  });
});
