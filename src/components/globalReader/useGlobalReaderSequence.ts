// Shared, so kept in src/components: the setup wizard and the Data Collection tab both run it through GlobalReaderSetup.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import {
  clearStoredItems,
  GLOBAL_READER_ROLE_DEFINITION_ID,
  GLOBAL_READER_STEPS,
  globalReaderSchedule,
  STATE_MISMATCH_ERROR,
  takeStoredError,
  takeStoredToken,
  type GlobalReaderStep,
} from '../../domain/globalReader';
import { recheckGlobalReader } from './useGlobalReaderCheck';

export type StepState = 'pending' | 'active' | 'done' | 'failed';
export interface SequenceFailure {
  /** Catalogue key of the friendly text. */
  key: string;
  error: unknown;
}
export interface GlobalReaderSequence {
  phase: 'idle' | 'running' | 'finished' | 'failed';
  steps: Record<GlobalReaderStep, StepState>;
  /** The re-check's answer once it came (null: it could not be verified). */
  outcome: boolean | null | undefined;
  failure: SequenceFailure | null;
}

const initialSteps = () => Object.fromEntries(GLOBAL_READER_STEPS.map((s) => [s, 'pending'])) as Record<GlobalReaderStep, StepState>;
const idle: GlobalReaderSequence = { phase: 'idle', steps: initialSteps(), outcome: undefined, failure: null };

/**
 * Doc 000 §7 "Automatic global reader setup", steps 3–8, run once on mount when the sign-in left a
 * token for `orgId` in the stored items: find the reporting application's service principal,
 * assign Global Reader, read it back; then re-check after 4 s, delete the service principal after
 * 5 s and clear the stored items after 10 s. Any failure clears the stored items and ends the run.
 * The timers outlive the component, so the clean-up happens even if the user leaves the page.
 */
export function useGlobalReaderSequence(orgId: number, onChecked?: (assigned: boolean | null) => void): GlobalReaderSequence {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const [run, setRun] = useState<GlobalReaderSequence>(idle);
  const started = useRef(false);
  // The caller's latest callback, without making it a reason to run the sequence again.
  const reportChecked = useEffectEvent((assigned: boolean | null) => onChecked?.(assigned));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const storage = window.sessionStorage;
    const refused = takeStoredError(storage, orgId);
    if (refused !== null) {
      const detail = refused === STATE_MISMATCH_ERROR ? translate('dataCollection.globalReader.setup.error.stateMismatch') : refused;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the refusal is taken (read and removed) from sessionStorage, which only an effect may do
      setRun({ ...idle, phase: 'failed', failure: { key: 'dataCollection.globalReader.setup.error.signIn', error: new Error(detail) } });
      return;
    }
    const token = takeStoredToken(storage, orgId);
    if (!token) return;

    const mark = (step: GlobalReaderStep, state: StepState) => setRun((r) => ({ ...r, steps: { ...r.steps, [step]: state } }));
    const timers: ReturnType<typeof setTimeout>[] = [];
    const fail = (step: GlobalReaderStep, error: unknown, key = `dataCollection.globalReader.setup.error.${step}`) => {
      timers.forEach(clearTimeout);
      clearStoredItems(storage);
      setRun((r) => ({ ...r, phase: 'failed', steps: { ...r.steps, [step]: 'failed' }, failure: { key, error } }));
    };
    /** One step: marked active, then done, or the run fails with that step's text. */
    const step = async <T>(name: GlobalReaderStep, action: () => Promise<T>): Promise<T> => {
      mark(name, 'active');
      try {
        const value = await action();
        mark(name, 'done');
        return value;
      } catch (e) {
        fail(name, e);
        throw e;
      }
    };

    setRun({ ...idle, phase: 'running' });
    const actions = {
      recheck: () =>
        void step('recheck', async () => {
          const assigned = await recheckGlobalReader(queryClient, dataProvider, orgId);
          setRun((r) => ({ ...r, outcome: assigned }));
          reportChecked(assigned);
        }).catch(() => undefined),
      deleteServicePrincipal: (appId: string) =>
        void step('deleteServicePrincipal', () => dataProvider.deleteServicePrincipal(token, appId))
          .then(() => setRun((r) => (r.phase === 'running' ? { ...r, phase: 'finished' } : r)))
          .catch(() => undefined),
      clearStoredItems: () => clearStoredItems(storage),
    };

    (async () => {
      const appId = await step('findServicePrincipal', async () => (await dataProvider.getReportingApplication()).clientId);
      const principalId = await step('findServicePrincipal', async () => {
        const id = await dataProvider.findServicePrincipal(token, appId);
        if (id === null) throw new Error(translate('dataCollection.globalReader.setup.error.noServicePrincipal', { appId }));
        return id;
      });
      const assignment = await step('assignRole', () => dataProvider.assignDirectoryRole(token, GLOBAL_READER_ROLE_DEFINITION_ID, principalId));
      await step('readBack', () => dataProvider.getRoleAssignment(token, assignment.id));
      for (const { action, afterMs } of globalReaderSchedule()) {
        timers.push(setTimeout(() => (action === 'deleteServicePrincipal' ? actions.deleteServicePrincipal(appId) : actions[action]()), afterMs));
      }
    })().catch(() => undefined);
  }, [orgId, dataProvider, queryClient, translate]); // `started` keeps it to one run per mount

  return run;
}
