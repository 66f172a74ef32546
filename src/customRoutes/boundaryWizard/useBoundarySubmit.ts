import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useErrorBarStore, useReportError } from '../../components/errorBar';
import { errorDetail, type AppDataProvider } from '../../dataProvider';
import type { BoundaryFormValues } from '../../domain/boundaries/boundaryForm';
import { addPlan, editPlan, type BoundaryCall } from '../../domain/boundaries/submitPlan';
import { failedResults, mergeRetry, retryCalls, runSubmit, submitFailed, type SubmitOutcome } from '../../domain/boundaries/submitRun';
import type { BoundaryWizardPanelProps } from './BoundaryWizardPanel';

/** The wizard's messages in the one error bar, cleared when it closes or saves. */
export const ERROR_SOURCE = 'boundaryWizard';

export interface BoundarySubmitOptions extends Omit<BoundaryWizardPanelProps, 'onClose'> {
  /** The boundary as loaded (edit) or the empty form (add): what an edit's difference is computed against. */
  initial: BoundaryFormValues;
  /** After a successful submit: the panel closes. */
  onSaved: () => void;
  /** After a discard: the panel closes the way the user closes it. */
  onDiscarded: () => void;
}

/**
 * The wizard's two server conversations after its steps: submitting the plan (submitPlan.ts) and
 * retrying what failed, and discarding a created boundary (add). The form's values are handed in at
 * submit; what is kept here is the outcome of the last run, which freezes the form until Retry or
 * Discard. Progress is counted in a state of its own so that a 1,000-user save re-renders only the counter.
 */
export function useBoundarySubmit({ mode, organizationId, containerId, initial, onSaved, onDiscarded }: BoundarySubmitOptions) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const report = useReportError();
  const errorBar = useErrorBarStore();
  /** The last submit's calls and results (doc 002 §3 "submitResults"); null until a submit failed. */
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const busy = useRef(false);

  const finish = (result: SubmitOutcome) => {
    setProgress(null);
    setSubmitting(false);
    busy.current = false;
    if (!submitFailed(result)) {
      setOutcome(null);
      errorBar.clearSource(ERROR_SOURCE);
      notify('boundaries.wizard.saved', { type: 'success' });
      onSaved();
      return;
    }
    setOutcome(result);
    const messages = failedResults(result).map((r) => `${r.httpMethod.toUpperCase()} ${r.endpoint}: ${r.error}`);
    report(
      new Error(messages.join(' · ') || translate('boundaries.wizard.failures.notSent', { count: result.unsent.length })),
      'boundaries.error.creating',
      { source: ERROR_SOURCE },
    );
  };
  const run = async (calls: readonly BoundaryCall[], from: number | null) => {
    busy.current = true;
    setSubmitting(true);
    setProgress({ done: 0, total: calls.length });
    return runSubmit(calls, (call) => dataProvider.sendBoundaryCall(call), {
      containerId: from,
      errorText: (e) => errorDetail(translate, e),
      onProgress: (done, total) => setProgress({ done, total }),
    });
  };

  /** Sends the plan of the values (validated by the caller): an add, or the difference from the boundary as loaded. */
  const submit = async (values: BoundaryFormValues) => {
    if (busy.current || outcome) return;
    const calls = mode === 'add' ? addPlan(organizationId, values) : editPlan(containerId!, initial, values);
    finish(await run(calls, mode === 'edit' ? containerId! : null));
  };
  const retry = async () => {
    const before = outcome;
    if (busy.current || !before) return;
    finish(mergeRetry(before, await run(retryCalls(before), before.containerId)));
  };
  /** Add mode after a failure: deletes the created container (doc 002 §4 "discard deletes the created container"). */
  const discard = async () => {
    const id = outcome?.containerId;
    if (busy.current) return;
    if (id === null || id === undefined) return onDiscarded();
    busy.current = true;
    setDiscarding(true);
    try {
      await dataProvider.sendBoundaryCall({ op: 'deleteContainer', httpMethod: 'delete', containerId: id, payload: null });
    } catch (e) {
      report(e, 'boundaries.wizard.discardFailed', { source: ERROR_SOURCE });
      return;
    } finally {
      busy.current = false;
      setDiscarding(false);
    }
    notify('boundaries.wizard.discarded', { type: 'info' });
    onDiscarded();
  };
  return { outcome, failed: outcome !== null, busy: submitting || discarding, progress, submit, retry, discard };
}
