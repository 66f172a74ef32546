import { createI18nProvider } from '../../i18n/i18nProvider';
import type { JobCounts } from '../../domain/changes';
import { confirmLabel, jobLine, jobSeverity, scopeLabel } from './jobText';

const counts = (c: Partial<JobCounts>): JobCounts => ({
  pending: 0,
  changed: 0,
  alreadySo: 0,
  conflict: 0,
  failed: 0,
  skipped: 0,
  blocked: 0,
  cancelled: 0,
  ...c,
});

describe('what a change job says of itself', () => {
  it('ends "Completed with problems: 298 changed · 9 already so · 3 conflicts · 2 failed", in red, and green only when nothing failed', async () => {
    const { translate } = await createI18nProvider();
    const problems = { state: 'completedWithProblems' as const, counts: counts({ changed: 298, alreadySo: 9, conflict: 3, failed: 2 }), total: 312 };
    expect(jobLine(translate, problems)).toBe('Completed with problems: 298 changed · 9 already so · 3 conflicts · 2 failed');
    expect(jobSeverity(problems)).toBe('error');
    const oneConflict = { state: 'completedWithProblems' as const, counts: counts({ changed: 4, conflict: 1 }), total: 5 };
    expect(jobLine(translate, oneConflict)).toBe('Completed with problems: 4 changed · 1 conflict');
    expect(jobSeverity(oneConflict)).toBe('warning');
    const clean = { state: 'completed' as const, counts: counts({ changed: 11, alreadySo: 1 }), total: 12 };
    expect(jobLine(translate, clean)).toBe('Completed: 11 changed · 1 already so');
    expect(jobSeverity(clean)).toBe('success');
    // A job still running that has a failure already is not green either.
    expect(jobSeverity({ state: 'running', counts: counts({ changed: 3, failed: 1, pending: 8 }) })).toBe('error');
    expect(jobLine(translate, { state: 'running', counts: counts({ changed: 3, pending: 9 }), total: 12 })).toBe('Running: 3 of 12 done · 3 changed');
  });

  it('names on the confirm button what it does, or that it asks for approval', async () => {
    const { translate } = await createI18nProvider();
    const labelParts = { count: 312, scope: 'Contoso Distribution' };
    expect(confirmLabel(translate, { labelParts, approval: { required: false, why: null, threshold: 400 } })).toBe(
      'Apply to 312 organizations under Contoso Distribution',
    );
    expect(confirmLabel(translate, { labelParts, approval: { required: true, why: 'threshold', threshold: 10 } })).toBe('Request approval');
    expect(scopeLabel(translate, { count: 1, scope: null })).toBe('1 organization');
  });
});
