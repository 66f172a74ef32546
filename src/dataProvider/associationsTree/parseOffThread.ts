import type { PackedTree } from './packedTree';
import { reloadOntoCurrentBuild } from '../../components/replacedBuild/reloadOntoCurrentBuild';
import { AssociationsStreamParser, InvalidAssociationsAnswer } from './streamParser';

/** One answer's parser: its bytes go in as they arrive, the packed tree comes out after the last. */
export interface TreeParser {
  /** A chunk of the answer's bytes (moved to the worker: do not use it afterwards). */
  push(chunk: Uint8Array): void;
  /** The last byte has arrived: the packed tree, or InvalidAssociationsAnswer. */
  end(): Promise<PackedTree>;
  /** Ends the worker (idle parsers are not kept: a 20 MB answer leaves a large heap behind). */
  close(): void;
}

/** The worker's answers: to `end`, and the first rows' tree when asked for. */
export type ParserReply = { tree: PackedTree } | { invalid: true } | { preview: PackedTree };

/**
 * A parser in a Web Worker, started before the answer arrives so that it is ready when it does;
 * where there is no Worker (jsdom, old browsers) the same streamed parser runs on the page, without
 * a preview. `onPreview` receives the tree of the first elements parsed, before the rest.
 */
export function startTreeParser(onPreview?: (tree: PackedTree) => void): TreeParser {
  if (typeof Worker === 'undefined') {
    const parser = new AssociationsStreamParser();
    return { push: (chunk) => parser.push(chunk), end: async () => parser.end(), close: () => undefined };
  }
  const worker = new Worker(new URL('./parser.worker.ts', import.meta.url), { type: 'module', name: 'associations parser' });
  let settle: { ok: (t: PackedTree) => void; fail: (e: unknown) => void } | undefined;
  let failure: unknown;
  if (onPreview) worker.postMessage({ preview: true });
  worker.onmessage = (event: MessageEvent<ParserReply>) => {
    if ('preview' in event.data) onPreview?.(event.data.preview);
    else if ('tree' in event.data) settle?.ok(event.data.tree);
    else settle?.fail(new InvalidAssociationsAnswer());
  };
  worker.onerror = (event) => {
    // The worker could not start or crashed: the load fails (its Retry starts a new worker).
    event.preventDefault();
    // A worker whose script could not be fetched reports a bare error, without a message: after a new
    // build replaced this one its file is gone, so a Retry would fail again; reload onto the new build.
    if (!event.message) reloadOntoCurrentBuild();
    failure = new Error(`associations parser failed: ${event.message}`);
    settle?.fail(failure);
  };
  return {
    push(chunk) {
      // Moved, not copied, when the chunk is the whole of its buffer (as a fetch body's chunks are).
      const whole = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength;
      const part = whole ? chunk : chunk.slice();
      worker.postMessage({ chunk: part }, [part.buffer as ArrayBuffer]);
    },
    end() {
      return new Promise<PackedTree>((ok, fail) => {
        if (failure) return fail(failure);
        settle = { ok, fail };
        worker.postMessage({ end: true });
      });
    },
    close: () => worker.terminate(),
  };
}
