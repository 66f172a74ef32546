import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { requests } from '../msw/recorder';
import { server } from '../msw/server';

// On a loaded 2-core CI machine react-admin's re-renders can take more than the default 1 s, and several seconds while other suites share the cores.
configure({ asyncUtilTimeout: 20000 });

// Every request must have a handler: an unexpected call fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
