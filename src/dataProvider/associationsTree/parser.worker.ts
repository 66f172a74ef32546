/**
 * The associations parser off the page's thread: receives the answer's bytes chunk by
 * chunk (transferred) as they arrive and parses and packs each part at once (streamParser.ts); at
 * `end` answers the packed tree with its buffers transferred back, or `invalid`; asked for, the tree
 * of the first elements parsed (`preview`) goes back as soon as they are.
 */
import { packTree, transferablesOf } from './packedTree';
import type { ParserReply } from './parseOffThread';
import { AssociationsStreamParser } from './streamParser';

/** The worker's global scope, typed here: the project compiles with the DOM library, not "webworker". */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ chunk?: Uint8Array; end?: true; preview?: true }>) => void) | null;
  postMessage(message: ParserReply, transfer?: Transferable[]): void;
};

// The first elements go to the page at once as a tree of their own (the top rows, shown while the
// rest arrives); the page has asked for it with `preview` (a returning visit shows the kept tree).
let wantsPreview = false;
const parser = new AssociationsStreamParser((first) => {
  if (!wantsPreview) return;
  const preview = packTree(first);
  scope.postMessage({ preview }, transferablesOf(preview));
});
/** The answer showed itself invalid at a chunk: the rest is ignored, `end` answers invalid. */
let invalid = false;

scope.onmessage = (event) => {
  const { chunk, end, preview } = event.data;
  if (preview) wantsPreview = true;
  if (chunk) {
    if (!invalid) {
      try {
        parser.push(chunk);
      } catch {
        invalid = true;
      }
    }
    return;
  }
  if (!end) return;
  try {
    if (invalid) throw new Error('invalid');
    const tree = parser.end();
    scope.postMessage({ tree }, transferablesOf(tree));
  } catch {
    scope.postMessage({ invalid: true });
  }
};
