import { http } from 'msw';
import { server } from './server';

/**
 * Holds every GET of `url` (an msw path pattern) until the returned function is called, then lets it on
 * to the next handler (with useSandboxBackend, the sandbox). Made before the request leaves, so that a
 * test can look at the page while an answer is on its way, then let it come.
 */
export function holdGets(url: string): () => void {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((open) => (release = open));
  server.use(
    http.get(url, async () => {
      await gate;
      return undefined; // on to the next handler
    }),
  );
  return () => release();
}
