/**
 * The page-level half of the unsaved-input guard: leaving the page (reload, another address, closing
 * the tab) and the browser's Back/Forward while a dialog holds unsaved input. The console uses
 * react-router's <BrowserRouter>, whose blockers need a data router, so Back/Forward is caught here:
 * this listener is installed before the router's, stops the router from seeing the step, puts the
 * address back, and lets the open dialog ask (its Discard closes it as the Close button does).
 */
export interface LeaveGuard {
  /** Whether there is input to lose now. */
  dirty: () => boolean;
  /** Ask the user (the dialog's own confirmation). */
  ask: () => void;
}

/** react-router keeps the entry's position in history.state.idx. */
const indexOf = (state: unknown) => (state as { idx?: number } | null)?.idx;

/** Each guard with the history entry its dialog opened on (a dialog does not move through history while open). */
const guards: { guard: LeaveGuard; index: number | undefined }[] = [];
let restoring = false;
let installed = false;

const front = () => [...guards].reverse().find((g) => g.guard.dirty());

/** Whether an open dialog holds input that leaving the page would lose. */
export const hasUnsavedInput = () => !!front();

/** Adds a dialog's guard (the frontmost dirty one asks); returns its removal. */
export function addLeaveGuard(guard: LeaveGuard): () => void {
  const entry = { guard, index: indexOf(window.history.state) };
  guards.push(entry);
  return () => {
    const i = guards.indexOf(entry);
    if (i >= 0) guards.splice(i, 1);
  };
}

/** Call once before the router mounts (main.tsx), so that this popstate listener runs first. */
export function installLeaveGuards() {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', (event) => {
    if (restoring) {
      restoring = false;
      event.stopImmediatePropagation();
      return;
    }
    const open = front();
    const to = indexOf(event.state);
    if (open && to !== undefined && open.index !== undefined && to !== open.index) {
      event.stopImmediatePropagation();
      restoring = true;
      window.history.go(open.index - to);
      open.guard.ask();
    }
  });
  window.addEventListener('beforeunload', (event) => {
    if (front()) event.preventDefault();
  });
}
