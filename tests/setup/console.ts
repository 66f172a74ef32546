import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { requests } from '../msw/recorder';
import { server } from '../msw/server';
import { fixedMatchMedia } from './matchMedia';

// On a loaded 2-core CI machine react-admin's re-renders can take more than the default 1 s, and tens of seconds while the
// browser tests share the cores (docs/testing.md, "Time limits").
configure({ asyncUtilTimeout: 60000, getElementError: lazyElementError });

/**
 * Testing Library's element error prints the whole document into its message. A findBy… or waitFor
 * builds one on every retry and throws only the last, so printing was a tenth of a console test's
 * time; here the document is printed when the message is first read (the failure report, which
 * Vitest makes before cleanup).
 */
function lazyElementError(message: string | null, container: Element) {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => (text ??= [message, pageText(container), prettyDOM(container)].filter(Boolean).join('\n\n')),
  });
  return error;
}

/**
 * What the page says, its texts in document order, before the DOM dump: a CI log may keep only a part
 * of a failure, and the dump (cut at 7,000 characters) often ends before the page's content begins.
 */
function pageText(container: Element) {
  const texts: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && !['SCRIPT', 'STYLE'].includes(node.parentElement?.tagName ?? '')) texts.push(text);
  }
  return `Texts on the page: ${texts.join(' | ').slice(0, 3000)}`;
}

// TanStack Query (react-admin's cache) hands its updates to the page on a setTimeout(0), which Node
// holds for at least a millisecond, idle, after each query's answer. setImmediate runs the same
// callbacks after the current task too, without that wait; it is the one set before any test fakes
// the clock.
const immediate = globalThis.setImmediate;
notifyManager.setScheduler((callback) => immediate(callback));

/**
 * jsdom has no matchMedia, so MUI's media queries all answer "no" (its default). The test window
 * answers the same, except that it prefers reduced motion: MUI then ends its transitions (a dialog's
 * fade, a menu's grow, a snackbar's slide) with a 0 ms timer instead of waiting their durations in
 * real time, as it does for a user who asked for less motion (docs/decisions.md "Layout and
 * accessibility"). jsdom runs no CSS transitions, so the durations only made the tests wait. A test
 * about other queries stubs its own (`fixedMatchMedia`).
 */
const reducedMotion = '(prefers-reduced-motion: reduce)';
window.matchMedia = fixedMatchMedia((query) => query.replace(/\s+/g, ' ').trim() === reducedMotion);

/**
 * jsdom has no requestIdleCallback (Chromium and Firefox have it), so what a page leaves for an idle
 * moment (the alerts bell's first read) took its fallback, a one-second timer, in every test. The test
 * window is idle as soon as the current task ends, as a quiet browser is.
 */
if (typeof globalThis.requestIdleCallback !== 'function') {
  globalThis.requestIdleCallback = (callback) => setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0) as unknown as number;
  globalThis.cancelIdleCallback = (handle) => clearTimeout(handle);
}

beforeAll(() => {
  // Files share a worker and its document (isolate: false), and Testing Library's cleanup removes only
  // what it rendered: each file starts with an empty document. (What is left is react-admin's
  // downloadCSV link, which it appends to the body and never removes.)
  cleanup();
  document.body.replaceChildren();
  // Every request must have a handler: an unexpected call fails the test.
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  // A test that faked the clock (tests/setup/fakeClock.ts) leaves the next one the real clock.
  vi.useRealTimers();
  cleanup();
  server.resetHandlers();
  requests.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
