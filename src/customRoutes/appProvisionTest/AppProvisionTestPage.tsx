import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { acceptSignInReturn } from '../../domain/globalReader';

/**
 * /appProvisionTest, the return point of the automatic global reader setup's sign-in (doc 000 §1,
 * doc 002 §2): the token (or the refusal) in the fragment goes to the stored items, the fragment
 * leaves the address bar at once (the history entry is replaced), and the user is back on the
 * page saved before the redirect, where the sequence runs. No token: only a log line.
 */
export function AppProvisionTestPage() {
  const navigate = useNavigate();
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    const { hash, pathname } = window.location;
    // Out of the address bar (and this history entry) before anything else happens.
    if (hash) window.history.replaceState(window.history.state, '', pathname);
    const { outcome, returnPath } = acceptSignInReturn(window.sessionStorage, hash);
    if (outcome === 'none') console.info('appProvisionTest: no access token in the URL fragment; nothing to do');
    navigate(returnPath, { replace: true });
  }, [navigate]);
  return null;
}

export default AppProvisionTestPage;
