import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useHandleAuthCallback, useNavigate, useTranslate } from 'react-admin';

/**
 * /auth-callback: finishes the sign-in (authProvider.handleCallback) and goes to the saved page,
 * replacing the history entry so the code and state do not stay in the address bar or history.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  useHandleAuthCallback({
    onSuccess: (data) => {
      const to = (data as { redirectTo?: unknown } | undefined)?.redirectTo;
      navigate(typeof to === 'string' ? to : '/', { replace: true });
    },
    onError: () => {
      window.history.replaceState(window.history.state, '', '/auth-callback');
      setFailed(true);
    },
  });

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => navigate('/login', { replace: true })}>
              {translate('auth.signInAgain')}
            </Button>
          }
        >
          {translate('auth.callbackFailed')}
        </Alert>
      ) : (
        <CircularProgress aria-label={translate('auth.signingIn')} />
      )}
    </Box>
  );
}
