/**
 * The associations parser off the page's thread (issue 14): receives the answer's bytes
 * (transferred), answers the packed tree with its buffers transferred back, or `invalid`.
 */
import { parseAssociations } from './parseAssociations';
import { transferablesOf } from './packedTree';

/** The worker's global scope, typed here: the project compiles with the DOM library, not "webworker". */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; body: ArrayBuffer }>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { id, body } = event.data;
  try {
    const tree = parseAssociations(body);
    scope.postMessage({ id, tree }, transferablesOf(tree));
  } catch {
    scope.postMessage({ id, invalid: true });
  }
};
