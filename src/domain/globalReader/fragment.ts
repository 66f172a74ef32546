/**
 * Doc 002 §2 `/appProvisionTest`: "Reads an access token from the URL fragment after a sign-in
 * redirect … If there is no token in the fragment, nothing happens for the user (only logged)."
 */
export type SignInFragment =
  | { kind: 'token'; accessToken: string; state: string | null }
  | { kind: 'error'; error: string; description: string | null; state: string | null }
  | { kind: 'none' };

/** Reads `#access_token=…&state=…` or `#error=…&error_description=…`; anything else is `none`. */
export function parseSignInFragment(hash: string | null | undefined): SignInFragment {
  const params = new URLSearchParams((hash ?? '').replace(/^#/, ''));
  const state = params.get('state');
  const accessToken = params.get('access_token');
  if (accessToken) return { kind: 'token', accessToken, state };
  const error = params.get('error');
  if (error) {
    // Directory descriptions carry "\r\nTrace ID…" lines: the first line is what a user can read.
    const description = params.get('error_description')?.split(/\r?\n/)[0]?.trim() || null;
    return { kind: 'error', error, description, state };
  }
  return { kind: 'none' };
}

/** Where the user goes when no saved page is known. */
export const GLOBAL_READER_FALLBACK_PATH = '/hierarchy';

/**
 * The saved page as a path of this console: only same-site paths ("/…", not "//host"), so the
 * return can never lead elsewhere. Anything else gives the fallback.
 */
export function safeReturnPath(saved: string | null | undefined): string {
  if (!saved || !saved.startsWith('/') || saved.startsWith('//') || saved.startsWith('/\\')) return GLOBAL_READER_FALLBACK_PATH;
  return saved;
}
