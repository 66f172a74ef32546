import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

/** Doc 000 §9, doc 002 §9: the policy check runs 2.5 s after an organization id appears in the path, and again 2.5 s after Agree. */
export const POLICY_CHECK_DELAY_MS = 2500;

export interface PolicyState {
  /** The organization the state is about. */
  orgId: number | undefined;
  /** Waiting for the delay, or the check is running. */
  loading: boolean;
  /** Accepted only on an HTTP 200; a failed check reads as not accepted. */
  accepted: boolean;
  /** A check has finished for this organization. */
  checked: boolean;
}

/**
 * The policy-acceptance check of the organization in the path (doc 002 §4 "Policy acceptance").
 * Selecting another organization resets the state; `recheck` runs it again after the delay.
 */
export function usePolicyCheck(orgId: number | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<PolicyState>({ orgId, loading: orgId !== undefined, accepted: false, checked: false });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const schedule = useCallback(
    (id: number | undefined) => {
      clearTimeout(timer.current);
      setState({ orgId: id, loading: id !== undefined, accepted: false, checked: false });
      if (id === undefined) return;
      timer.current = setTimeout(async () => {
        const accepted = await dataProvider.isPoliciesAccepted(id);
        setState((s) => (s.orgId === id ? { orgId: id, loading: false, accepted, checked: true } : s));
      }, POLICY_CHECK_DELAY_MS);
    },
    [dataProvider],
  );
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a check (re)started for another organization drops the previous one's answer first, as recheck does
    schedule(orgId);
    return () => clearTimeout(timer.current);
  }, [orgId, schedule]);
  const recheck = useCallback(() => schedule(orgId), [orgId, schedule]);
  // A state left from another organization reads as loading until the new check starts.
  return { ...(state.orgId === orgId ? state : { orgId, loading: true, accepted: false, checked: false }), recheck };
}
