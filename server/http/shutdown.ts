import type { FastifyInstance } from 'fastify';

/** The whole stop must fit in this (a supervisor's usual grace before SIGKILL is longer). */
export const STOP_WITHIN_MS = 5000;

/**
 * SIGTERM and SIGINT end the sandbox cleanly: fastify's close stops taking connections (a request
 * on a kept-alive one answers 503), lets the requests in flight finish, then its onClose hook
 * closes the database (the WAL is checkpointed) and the process exits 0. A request still running
 * near the limit has its connection cut so that close can finish; only if even that does not
 * help does the process leave with 1, before the 5 seconds are up.
 */
export function stopOnSignals(app: FastifyInstance, exit: (code: number) => void = (code) => process.exit(code)) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const cut = setTimeout(() => app.server.closeAllConnections(), STOP_WITHIN_MS - 1000);
    const give = setTimeout(() => exit(1), STOP_WITHIN_MS - 300);
    cut.unref();
    give.unref();
    app.close().then(
      () => exit(0),
      () => exit(1),
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
}
