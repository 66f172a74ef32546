import { screen, waitFor, within } from '@testing-library/react';
import { useSandboxBackend } from '../../../tests/setup/sandboxBackend';
import { renderHierarchyAs } from '../../../tests/setup/hierarchyPage';
import { packTree } from '../../dataProvider/associationsTree/packedTree';
import { AssociationsStreamParser } from '../../dataProvider/associationsTree/streamParser';
import { createTreeCache } from '../../dataProvider/associationsTree/treeCache';
import { memoryTreeStore } from '../../dataProvider/associationsTree/treeStore';

// First visit: the first organizations parsed show at once, busy and inert, until the whole tree replaces them.
const backend = useSandboxBackend();
const treeNames = () =>
  within(screen.getByRole('tree'))
    .queryAllByRole('treeitem')
    .map((t) => t.querySelector('p')?.textContent ?? '');

/**
 * jsdom has no Worker: this one speaks parser.worker.ts's messages on the page's thread, with the
 * same streamed parser, and holds its answer to `end` until the test releases it.
 */
let release: () => void = () => undefined;
class HeldParserWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  private wantsPreview = false;
  private parser = new AssociationsStreamParser((first) => {
    if (this.wantsPreview) this.reply({ preview: packTree(first) });
  });
  postMessage(m: { chunk?: Uint8Array; end?: true; preview?: true }) {
    if (m.preview) this.wantsPreview = true;
    if (m.chunk) this.parser.push(m.chunk);
    if (m.end) release = () => this.reply({ tree: this.parser.end() });
  }
  terminate() {}
  private reply(data: unknown) {
    setTimeout(() => this.onmessage?.({ data } as MessageEvent));
  }
}

beforeEach(() => vi.stubGlobal('Worker', HeldParserWorker));
afterEach(() => vi.unstubAllGlobals());

describe('the organization tree on a first visit', () => {
  it('shows the first organizations at once, busy and not usable, then the whole tree', async () => {
    await renderHierarchyAs(backend, 'tms.admin@sandbox.test', '/hierarchy', { treeCache: createTreeCache(memoryTreeStore(), (fn) => fn()) });
    const tree = await screen.findByRole('tree');
    await waitFor(() => expect(treeNames()[0]).toBe('Quadrant Root'));
    expect(tree.closest('[inert]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading hierarchy');
    expect(screen.queryByRole('toolbar', { name: 'Organization commands' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('toolbar', { name: 'Organization commands' })).toBeInTheDocument();
    expect(screen.getByRole('tree').closest('[inert]')).toBeNull();
    expect(treeNames()).toContain('Northwind Distribution');
  });
});
