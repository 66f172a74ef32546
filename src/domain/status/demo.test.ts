import { demoCopyButton, DemoStatus, demoStatusKey, neverCopied, shouldPollDemoStatus } from './demo';

const now = new Date(2025, 5, 15, 14, 30);
const today = new Date(2025, 5, 15, 9, 0).toISOString();
const lastWeek = new Date(2025, 5, 8, 9, 0).toISOString();

describe('demo data (doc 000 §4)', () => {
  it('year 0 (or nothing) means never copied', () => {
    expect(neverCopied('0000-01-01T00:00:00')).toBe(true);
    expect(neverCopied('0000-01-01T00:00:00Z')).toBe(true);
    expect(neverCopied('0001-01-01T00:00:00')).toBe(true);
    expect(neverCopied('0002-01-01T00:00:00')).toBe(false);
    expect(neverCopied(null)).toBe(true);
    expect(neverCopied(lastWeek)).toBe(false);
  });
  it('reads Copy when never copied, otherwise Update', () => {
    expect(demoCopyButton({ lastCopyDate: '0000-01-01T00:00:00', status: DemoStatus.No, loading: false, now })).toEqual({
      label: 'copy',
      labelKey: 'dataCollection.demo.copy',
      disabled: false,
    });
    expect(demoCopyButton({ lastCopyDate: lastWeek, status: DemoStatus.Yes, loading: false, now })).toEqual({
      label: 'update',
      labelKey: 'dataCollection.demo.update',
      disabled: false,
    });
  });
  it('is disabled when last copied today, while loading or in progress', () => {
    expect(demoCopyButton({ lastCopyDate: today, status: DemoStatus.Yes, loading: false, now }).disabled).toBe(true);
    expect(demoCopyButton({ lastCopyDate: lastWeek, status: DemoStatus.Yes, loading: true, now }).disabled).toBe(true);
    expect(demoCopyButton({ lastCopyDate: lastWeek, status: DemoStatus.InProgress, loading: false, now }).disabled).toBe(true);
    expect(demoCopyButton({ lastCopyDate: lastWeek, status: DemoStatus.Error, loading: false, now }).disabled).toBe(false);
  });
  it('polls only while In Progress', () => {
    expect(shouldPollDemoStatus(DemoStatus.InProgress)).toBe(true);
    expect(shouldPollDemoStatus(DemoStatus.Yes)).toBe(false);
  });
});

describe('demoStatusKey', () => {
  it('names the catalogue key of each status, and Error for one the spec does not list', () => {
    expect(demoStatusKey(2)).toBe('dataCollection.demo.status.2');
    expect(demoStatusKey(9)).toBe('dataCollection.demo.status.3');
  });
});
