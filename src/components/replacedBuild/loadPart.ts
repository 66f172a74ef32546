import { reloadOntoCurrentBuild } from './reloadOntoCurrentBuild';

/** A part of the build could not be loaded, and the console did not reload (see reloadOntoCurrentBuild). */
export class PartNotLoadedError extends Error {
  constructor(cause: unknown) {
    super(`A part of the console could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'PartNotLoadedError';
  }
}

/**
 * A dynamic import of a part of the build. When it fails (its chunk answers 404 after a new build
 * replaced this one, or Vite's preload of its styles and shared chunks fails, which rejects the same
 * promise) the page reloads onto the current build and this never settles; when it does not reload,
 * it rejects with PartNotLoadedError.
 */
export function loadPart<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (reloadOntoCurrentBuild()) return new Promise<T>(() => undefined);
      throw new PartNotLoadedError(error);
    });
}
