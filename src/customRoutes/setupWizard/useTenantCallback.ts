import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorDetail, type AppDataProvider } from '../../dataProvider';
import { readConnectCallback } from '../../domain/tenantConnection';
import { setupKeys } from './useSetupProgress';
import { saveConnection } from './wizardStorage';

/** Doc 002 §9: "setup data fetch after 3500 ms". */
export const SETUP_FETCH_DELAY_MS = 3500;

export type CallbackOutcome =
  | { kind: 'connecting' }
  | { kind: 'connected'; whitelabelAssigned: boolean }
  | { kind: 'authorizationFailed'; detail: string }
  | { kind: 'connectFailed'; detail: string; retryable: boolean };

/** True when the address carries the directory's answer (doc 002 §2: tenant, error, error_description, state). */
export const isTenantCallback = (search: string) => {
  const q = new URLSearchParams(search);
  return ['tenant', 'error', 'error_description', 'state'].some((k) => q.has(k));
};

/**
 * The wizard as the tenant callback (doc 002 §2, §4): reads tenant, error, error_description and
 * state once, removes them from the address bar, connects the tenant to the organization (from
 * state, the path or the profile), and fetches the organization data again 3500 ms later. The
 * outcome is kept for the wizard (sessionStorage), a failure can be retried.
 */
export function useTenantCallback(parentOrgId: number, pathOrgId: number | undefined, profileOrgId: number | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [initial] = useState(() => (isTenantCallback(location.search) ? readConnectCallback(location.search, pathOrgId ?? profileOrgId) : null));
  const orgId = initial?.orgId ?? pathOrgId ?? profileOrgId;
  // An answer that cannot be connected (refused, or no organization or tenant) is known at once.
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(() => {
    if (!initial) return null;
    if (initial.error) return { kind: 'authorizationFailed', detail: initial.errorDescription ?? initial.error };
    if (orgId === undefined || !initial.tenantId)
      return { kind: 'connectFailed', detail: translate('tenantConnection.noOrganization'), retryable: false };
    return { kind: 'connecting' };
  });
  const started = useRef(false);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const connect = (target: number, tenantId: string) => {
    setOutcome({ kind: 'connecting' });
    dataProvider
      .connectTenant(target, tenantId)
      .then(async (result) => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: setupKeys.all }),
          queryClient.invalidateQueries({ queryKey: ['organizations'] }),
        ]);
        saveConnection(target, { whitelabelAssigned: result.whitelabelAssigned });
        setOutcome({ kind: 'connected', whitelabelAssigned: result.whitelabelAssigned });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['organizations'] }), SETUP_FETCH_DELAY_MS);
      })
      .catch((e) => setOutcome({ kind: 'connectFailed', detail: errorDetail(translate, e), retryable: true }));
  };

  // Once: the directory's answer is read a single time.
  const takeAnswer = useEffectEvent(() => {
    navigate(orgId === undefined ? `/${parentOrgId}/setup` : `/${parentOrgId}/setup/${orgId}`, { replace: true });
    if (initial && !initial.error && orgId !== undefined && initial.tenantId) connect(orgId, initial.tenantId);
  });
  useEffect(() => {
    if (!initial || started.current) return;
    started.current = true;
    takeAnswer();
  }, [initial]);

  /**
   * Retry of a failed connection (doc 002 §8 "We were unable to connect to your tenant" (retry
   * offered)): the same tenant again; its success clears the message. A refused consent has nothing
   * to repeat here: its Retry clears the message and the user connects again from the name box.
   */
  const retry = () => {
    if (outcome?.kind === 'connectFailed' && outcome.retryable && orgId !== undefined && initial?.tenantId) connect(orgId, initial.tenantId);
    else setOutcome(null);
  };

  return { orgId, outcome, retry };
}
