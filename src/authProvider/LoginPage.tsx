import { Alert, Box, Button } from '@mui/material';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useAuthProvider, useLocation, useTranslate } from 'react-admin';

interface FromLocation {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * /login (doc 000 §2: "Renders nothing"): starts the sign-in redirect at once, carrying the page the
 * user was sent away from. Only if the authority cannot be reached does something show.
 */
export function LoginPage() {
  const authProvider = useAuthProvider();
  const location = useLocation();
  const translate = useTranslate();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  const start = () => {
    const from = (location.state ?? {}) as FromLocation;
    const returnTo = from.nextPathname ? `${from.nextPathname}${from.nextSearch ?? ''}` : '/';
    setFailed(false);
    authProvider?.login({ returnTo }).catch(() => setFailed(true));
  };

  // Sign-in starts by itself once, on arrival; Retry starts it again.
  const startOnArrival = useEffectEvent(start);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startOnArrival();
  }, []);

  if (!failed) return null;
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Alert severity="error" action={<Button onClick={start}>{translate('errors.retry')}</Button>}>
        {translate('errors.network')}
      </Alert>
    </Box>
  );
}
