import { Typography } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { acceptSignInReturn } from '../../domain/globalReader';

/**
 * /appProvisionTest, the return point of the automatic global reader setup's sign-in (doc 000 §1,
 * doc 002 §2): the token (or the refusal) in the fragment goes to the stored items, the fragment
 * leaves the address bar at once (the history entry is replaced), and the user is back on the
 * page saved before the redirect, where the sequence runs. Doc 002 §2: "If there is no token in the
 * fragment, nothing happens for the user (only logged)": the page stays, logs, and says in one line
 * that there was nothing to take (the content area is not left blank).
 */
export function AppProvisionTestPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const done = useRef(false);
  const [nothingToTake, setNothingToTake] = useState(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    const { hash, pathname } = window.location;
    // Out of the address bar (and this history entry) before anything else happens.
    if (hash) window.history.replaceState(window.history.state, '', pathname);
    const { outcome, returnPath } = acceptSignInReturn(window.sessionStorage, hash);
    if (outcome === 'none') {
      console.info('appProvisionTest: no access token in the URL fragment; nothing to do');
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the outcome is known only once the fragment has been read, here
      setNothingToTake(true);
      return;
    }
    navigate(returnPath, { replace: true });
  }, [navigate]);
  return nothingToTake ? <Typography sx={{ p: 2 }}>{translate('dataCollection.globalReader.noSignInAnswer')}</Typography> : null;
}

export default AppProvisionTestPage;
