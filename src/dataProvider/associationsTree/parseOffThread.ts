import { InvalidAssociationsAnswer, parseAssociations } from './parseAssociations';
import type { PackedTree } from './packedTree';

export interface TreeParser {
  parse(body: ArrayBuffer): Promise<PackedTree>;
  /** Ends the worker (idle parsers are not kept: a 20 MB answer leaves a large heap behind). */
  close(): void;
}

/**
 * A parser in a Web Worker, started before the answer arrives so that it is ready when it does;
 * where there is no Worker (jsdom, old browsers) the same function runs on the page.
 */
export function startTreeParser(): TreeParser {
  if (typeof Worker === 'undefined') return { parse: async (body) => parseAssociations(body), close: () => undefined };
  const worker = new Worker(new URL('./parser.worker.ts', import.meta.url), { type: 'module', name: 'associations parser' });
  let next = 0;
  const waiting = new Map<number, { ok: (t: PackedTree) => void; fail: (e: unknown) => void }>();
  worker.onmessage = (event: MessageEvent<{ id: number; tree?: PackedTree; invalid?: boolean }>) => {
    const w = waiting.get(event.data.id);
    if (!w) return;
    waiting.delete(event.data.id);
    if (event.data.tree) w.ok(event.data.tree);
    else w.fail(new InvalidAssociationsAnswer());
  };
  worker.onerror = (event) => {
    // The worker could not start or crashed: the load fails (its Retry starts a new worker).
    event.preventDefault();
    for (const [, w] of waiting) w.fail(new Error(`associations parser failed: ${event.message}`));
    waiting.clear();
  };
  return {
    parse(body) {
      const id = next++;
      return new Promise<PackedTree>((ok, fail) => {
        waiting.set(id, { ok, fail });
        worker.postMessage({ id, body }, [body]);
      });
    },
    close: () => worker.terminate(),
  };
}
