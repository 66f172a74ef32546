import { hasUnsavedInput } from '../unsavedInput/leaveGuard';

/**
 * When the console last reloaded itself because a part of its build failed to load (ms since the
 * epoch, in sessionStorage: the tab's own, kept across the reload like the signed-in session).
 */
export const lastReloadKey = 'console.replacedBuild.reloadedAt';

/** A second failure within this time after such a reload is not a replaced build: reloading again would loop. */
export const reloadWindowMs = 60_000;

/** The browser's reload, behind a seam so that tests can see it asked for. */
export const pageReload = { reload: () => window.location.reload() };

/**
 * A part of the running build (a page's chunk, a catalogue) could not be loaded: most likely a new
 * build replaced the files this one was loaded from. Reloads the page at the same address, once, so
 * that the browser fetches the current build's index.html and chunks; the session lives in
 * sessionStorage and survives. Returns false, without reloading, when that would not help or would
 * lose something: a reload less than a minute ago, the browser offline, or a dialog with unsaved input.
 */
export function reloadOntoCurrentBuild(now = Date.now()): boolean {
  if (hasUnsavedInput() || !navigator.onLine) return false;
  const last = Number(window.sessionStorage.getItem(lastReloadKey));
  if (last && now - last >= 0 && now - last < reloadWindowMs) return false;
  window.sessionStorage.setItem(lastReloadKey, String(now));
  pageReload.reload();
  return true;
}
