import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useStateDraft } from '../../components/drafts';
import { useErrorBarStore, useReportError } from '../../components/errorBar';
import { errorDetail, type AppDataProvider } from '../../dataProvider';
import { boundaryDraftOf, boundaryDraftText } from '../../domain/boundaries/boundaryDraft';
import { boundaryFormOf, emptyBoundaryForm } from '../../domain/boundaries/boundaryForm';
import { addPlan, editPlan } from '../../domain/boundaries/submitPlan';
import { failedResults, mergeRetry, retryCalls, runSubmit, submitFailed, type SubmitOutcome } from '../../domain/boundaries/submitRun';
import { boundaryWizardReducer, initialWizardState } from '../../domain/boundaries/wizardState';
import { BoundaryFormState } from '../../domain/status/boundary';
import { BoundaryStep, boundaryStepMessage } from '../../domain/validation/boundary';
import type { BoundaryWizardPanelProps } from './BoundaryWizardPanel';

const ERROR_SOURCE = 'boundaryWizard';

/**
 * The wizard's state and its three server conversations: loading the boundary (edit), submitting the
 * plan and retrying what failed, and discarding a created boundary (add). Progress is counted in a
 * state of its own so that a 1,000-user save re-renders only the counter.
 */
export function useBoundaryWizard({ mode, organizationId, containerId, onClose }: BoundaryWizardPanelProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const report = useReportError();
  const errorBar = useErrorBarStore();
  const [state, dispatch] = useReducer(boundaryWizardReducer, undefined, initialWizardState);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (mode !== 'edit' || containerId === undefined) return;
    const abort = new AbortController();
    dispatch({ type: 'loadStart' });
    dataProvider.getBoundary(containerId, abort.signal).then(
      (c) => dispatch({ type: 'loaded', values: boundaryFormOf(c) }),
      () => {
        if (!abort.signal.aborted) dispatch({ type: 'loadFailed' });
      },
    );
    return () => abort.abort();
  }, [mode, containerId, dataProvider]);

  // The draft: the step and values while they differ from the boundary as loaded (or an empty one),
  // put back once the boundary to edit has loaded; the users picked and the steps not on screen included.
  const changed = useMemo(() => JSON.stringify(state.values) !== JSON.stringify(state.loaded ?? emptyBoundaryForm()), [state.values, state.loaded]);
  useStateDraft({
    name: 'boundaryWizard',
    text: changed ? boundaryDraftText(state.activeStep, state.values) : null,
    ready: mode === 'add' || state.loaded !== null,
    restore: (text) => {
      const draft = boundaryDraftOf(text);
      if (!draft || state.formState === BoundaryFormState.LoadingError) return false;
      dispatch({ type: 'edit', change: () => draft.values });
      dispatch({ type: 'goTo', step: draft.step });
      return true;
    },
  });

  const finish = (outcome: SubmitOutcome) => {
    setProgress(null);
    busy.current = false;
    dispatch({ type: 'submitDone', outcome });
    if (!submitFailed(outcome)) {
      errorBar.clearSource(ERROR_SOURCE);
      notify('boundaries.wizard.saved', { type: 'success' });
      onClose();
      return;
    }
    const messages = failedResults(outcome).map((r) => `${r.httpMethod.toUpperCase()} ${r.endpoint}: ${r.error}`);
    report(
      new Error(messages.join(' · ') || translate('boundaries.wizard.failures.notSent', { count: outcome.unsent.length })),
      'boundaries.error.creating',
      { source: ERROR_SOURCE },
    );
  };
  const run = async (calls: Parameters<typeof runSubmit>[0], from: number | null) => {
    busy.current = true;
    setProgress({ done: 0, total: calls.length });
    return runSubmit(calls, (call) => dataProvider.sendBoundaryCall(call), {
      containerId: from,
      errorText: (e) => errorDetail(translate, e),
      onProgress: (done, total) => setProgress({ done, total }),
    });
  };

  const submit = async () => {
    if (busy.current || state.outcome) return;
    const calls = mode === 'add' ? addPlan(organizationId, state.values) : editPlan(containerId!, state.loaded ?? state.values, state.values);
    dispatch({ type: 'submitStart' });
    if (boundaryStepMessage(BoundaryStep.Summary, state.values)) return;
    finish(await run(calls, mode === 'edit' ? containerId! : null));
  };
  const retry = async () => {
    const before = state.outcome;
    if (busy.current || !before) return;
    dispatch({ type: 'submitStart' });
    finish(mergeRetry(before, await run(retryCalls(before), before.containerId)));
  };
  /** Add mode after a failure: deletes the created container (doc 002 §4 "discard deletes the created container"). */
  const discard = async () => {
    const id = state.outcome?.containerId;
    if (busy.current) return;
    if (id === null || id === undefined) return close();
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
    close();
  };
  /** "Closing the panel clears the form." */
  const close = () => {
    if (busy.current) return;
    errorBar.clearSource(ERROR_SOURCE);
    dispatch({ type: 'reset' });
    onClose();
  };
  return { state, dispatch, progress, discarding, submit, retry, discard, close };
}
