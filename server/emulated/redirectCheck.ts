import { badRequest } from '../http/errors';

/**
 * The emulated decision pages (consent, identity) send the browser back only to an address under
 * the sandbox's PUBLIC_URL, without credentials in it; anything else is a 400.
 */
export function allowedRedirect(base: URL, uri: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(uri);
  } catch {
    /* refused below */
  }
  const basePath = base.pathname.replace(/\/+$/, '') + '/';
  if (!url || url.origin !== base.origin || !(url.pathname + '/').startsWith(basePath) || url.username || url.password) {
    throw badRequest("The redirect address is not allowed: it must lie under the sandbox's PUBLIC_URL", { redirect_uri: ['Not allowed'] });
  }
  return url;
}
