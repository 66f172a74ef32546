/**
 * Loads a React.lazy component (a page of the route tables, made by lazyPart) before it is rendered,
 * through React's own start of it, so that its first render does not suspend.
 *
 * Why: React shows a suspended page's fallback and then holds the page back until 300 ms after the
 * fallback appeared (its FALLBACK_THROTTLE_MS), which batches a browser's reveals. In a console test
 * the page's module is ready at once, so that hold was idle time: a third of a second in the first
 * test of each file that renders a lazy page. The fallback itself is the browser tests' to see.
 */
export async function loadLazy(type: unknown): Promise<void> {
  const lazyType = type as { $$typeof?: symbol; _payload?: unknown; _init?: (payload: unknown) => unknown } | null;
  if (lazyType?.$$typeof !== Symbol.for('react.lazy') || !lazyType._init) return;
  try {
    lazyType._init(lazyType._payload);
  } catch (thrown) {
    // React's lazy throws the pending load; once it settles the component is resolved (or failed, which the render shows).
    if (thrown && typeof (thrown as PromiseLike<unknown>).then === 'function') {
      await Promise.resolve(thrown).catch(() => undefined);
      return;
    }
    throw thrown;
  }
}
