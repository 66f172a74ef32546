import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A fake clock that also runs on its own, for a test that steps over a delay of the console or a job
 * of the in-process sandbox (`passTime`) instead of waiting it out; the sandbox, msw and Testing
 * Library's waits go on as with the real clock. It steps every 5 ms rather than Vitest's 20: a
 * setTimeout(0) (user-event's pause between keys, React's and MUI's own) waits for the next step, and
 * at 20 ms those waits added a few hundred milliseconds of idle time to a test. The real clock comes
 * back after each test (tests/setup/console.ts).
 */
export const startFakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 5 });

/** Moves the fake clock on by `ms`, inside act, so that React applies what the timers set off before the test looks. */
export const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** react-admin's list applies a typed filter this long after the last key (`<List debounce>`'s default). */
export const LIST_FILTER_DEBOUNCE_MS = 500;
