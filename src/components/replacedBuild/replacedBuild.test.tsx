import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { addLeaveGuard } from '../unsavedInput/leaveGuard';
import { lazyPart, lastReloadKey, loadPart, PartNotLoadedError, pageReload, reloadWindowMs } from './index';

/** A chunk of a build that a new build has replaced: its import fails as the browser's does. */
const goneChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/InvoiceList-old.js'));

async function renderPart(load: () => Promise<{ default: () => React.ReactElement }>) {
  const Part = lazyPart(load);
  const i18nProvider = await createI18nProvider();
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <Suspense fallback={<p>Loading the page</p>}>
        <Part />
      </Suspense>
    </AdminContext>,
  );
}

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  window.sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(pageReload, 'reload').mockImplementation(reload);
});
afterEach(() => vi.restoreAllMocks());

describe('a page whose chunk failed to load', () => {
  it('reloads the page once and keeps waiting (no error, no message) while the browser reloads', async () => {
    await renderPart(goneChunk);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a reload less than a minute ago, says so with a Reload button instead of reloading again', async () => {
    window.sessionStorage.setItem(lastReloadKey, String(Date.now() - 5_000));
    await renderPart(goneChunk);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('you stay signed in');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again once the last reload is more than a minute old', async () => {
    window.sessionStorage.setItem(lastReloadKey, String(Date.now() - reloadWindowMs - 1));
    await renderPart(goneChunk);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('does not reload while a dialog holds unsaved input: the message asks instead', async () => {
    const remove = addLeaveGuard({ dirty: () => true, ask: () => undefined });
    try {
      await renderPart(goneChunk);
      expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
      expect(reload).not.toHaveBeenCalled();
    } finally {
      remove();
    }
  });

  it('shows the page when its chunk loads, without reloading', async () => {
    await renderPart(async () => ({ default: () => <h1>My Invoices</h1> }));
    expect(await screen.findByRole('heading', { name: 'My Invoices' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('loadPart (a catalogue or another part loaded on demand)', () => {
  it('records when it reloaded, and rejects with PartNotLoadedError on a second failure within the minute', async () => {
    const now = Date.now();
    void loadPart(goneChunk)();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(Number(window.sessionStorage.getItem(lastReloadKey))).toBeGreaterThanOrEqual(now);
    await expect(loadPart(goneChunk)()).rejects.toBeInstanceOf(PartNotLoadedError);
    expect(reload).toHaveBeenCalledOnce();
  });
});
