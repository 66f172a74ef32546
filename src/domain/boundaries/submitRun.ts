/**
 * Running a submit plan (doc 002 §4): the calls one after another, in the plan's order; each call's
 * result recorded (doc 002 §3 "Submit result: endpoint, payload, status (success or error),
 * httpMethod (patch, post, delete), containerId, error"). "If container creation fails nothing else
 * is sent." A retry replays only the failed calls and those not sent yet, with their stored method,
 * path and body, so nothing that went through is ever sent twice. No fetch here: `send` is given.
 */
import { callEndpoint, type BoundaryCall } from './submitPlan';

export interface SubmitResult {
  status: 'success' | 'error';
  httpMethod: BoundaryCall['httpMethod'];
  endpoint: string;
  payload: BoundaryCall['payload'];
  containerId: number | null;
  /** The server's message (or the failure's text) of a failed call. */
  error?: string;
  /** The call as sent (its container resolved), replayed as it is by a retry. */
  call: BoundaryCall;
}

export interface SubmitOutcome {
  /** The boundary's id: the created container's once its POST succeeded. */
  containerId: number | null;
  results: SubmitResult[];
  /** Calls never sent (creating the container failed). */
  unsent: BoundaryCall[];
}

/** Sends one call; the create answers the new container's id. A failure rejects. */
export type SendBoundaryCall = (call: BoundaryCall) => Promise<{ containerId?: number } | void>;

export const submitFailed = (o: SubmitOutcome) => o.unsent.length > 0 || o.results.some((r) => r.status === 'error');
export const failedResults = (o: SubmitOutcome) => o.results.filter((r) => r.status === 'error');

/** The container-less calls of an add plan take the created container's id. */
function resolve(call: BoundaryCall, containerId: number | null): BoundaryCall {
  return call.op === 'createContainer' || call.containerId !== null || containerId === null ? call : ({ ...call, containerId } as BoundaryCall);
}

export async function runSubmit(
  calls: readonly BoundaryCall[],
  send: SendBoundaryCall,
  {
    containerId = null,
    errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)),
    onProgress,
  }: { containerId?: number | null; errorText?: (e: unknown) => string; onProgress?: (done: number, total: number) => void } = {},
): Promise<SubmitOutcome> {
  const results: SubmitResult[] = [];
  let current = containerId;
  for (let i = 0; i < calls.length; i++) {
    const call = resolve(calls[i], current);
    if (call.op !== 'createContainer' && call.containerId === null) {
      // The container does not exist (its creation failed): nothing else is sent.
      return { containerId: current, results, unsent: calls.slice(i).map((c) => resolve(c, current)) };
    }
    const base = { httpMethod: call.httpMethod, endpoint: callEndpoint(call), payload: call.payload, containerId: call.containerId, call };
    try {
      const answer = await send(call);
      if (call.op === 'createContainer' && answer?.containerId !== undefined) current = answer.containerId;
      results.push({ ...base, status: 'success', containerId: call.op === 'createContainer' ? current : call.containerId });
    } catch (e) {
      results.push({ ...base, status: 'error', error: errorText(e) });
    }
    onProgress?.(i + 1, calls.length);
  }
  return { containerId: current, results, unsent: [] };
}

/** What a retry sends: the failed calls, then those never sent, in their order. */
export const retryCalls = (o: SubmitOutcome): BoundaryCall[] => [...failedResults(o).map((r) => r.call), ...o.unsent];

/** The outcome after a retry: the earlier successes and the retry's results. */
export function mergeRetry(before: SubmitOutcome, retry: SubmitOutcome): SubmitOutcome {
  return {
    containerId: retry.containerId ?? before.containerId,
    results: [...before.results.filter((r) => r.status === 'success'), ...retry.results],
    unsent: retry.unsent,
  };
}
