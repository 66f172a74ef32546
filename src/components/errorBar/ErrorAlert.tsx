import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { friendlyText } from '../../dataProvider/ApiError';

export interface ErrorAlertProps {
  /** The failure; nothing shows while it is null or undefined. */
  error: unknown;
  /** Catalogue key of the friendly text, e.g. invoices.error.failedToLoad. */
  messageKey: string;
  /** Values of the friendly text's placeholders. */
  values?: Record<string, unknown>;
  /** Offers a Retry button. */
  onRetry?: () => void;
  onDismiss?: () => void;
  /** The catalogue text alone, without a server message. */
  plain?: boolean;
}

/**
 * A dismissible error bar: "friendly text - server message" (doc 001 §8: every failure is wrapped
 * with a friendly text plus the server's message). A new error shows again after a dismissal.
 */
export function ErrorAlert({ error, messageKey, values, onRetry, onDismiss, plain }: ErrorAlertProps) {
  const translate = useTranslate();
  const [dismissed, setDismissed] = useState<unknown>(null);
  if (!plain && (error === null || error === undefined)) return null;
  if (dismissed !== null && dismissed === error) return null;
  const dismiss = () => {
    setDismissed(error);
    onDismiss?.();
  };
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 1 }}
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('errors.retry')}
            </Button>
          )}
          <IconButton aria-label={translate('errors.dismiss')} color="inherit" size="small" onClick={dismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      {plain ? translate(messageKey, { _: messageKey, ...values }) : friendlyText(translate, messageKey, error, values)}
    </Alert>
  );
}
