import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { subscriptionStatusIcon, type StatusIconKind } from '../../domain/status/subscription';

const icons: Record<StatusIconKind, typeof InfoIcon> = { success: CheckCircleIcon, warning: WarningIcon, error: ErrorIcon, info: InfoIcon };

/** Doc 000 §4: active green check, cancelled orange warning, expired red, not started informational; the word is shown too. */
export function SubscriptionStatusIcon({ status }: { status: number }) {
  const translate = useTranslate();
  const { kind, labelKey } = subscriptionStatusIcon(status);
  const Icon = icons[kind];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-status={kind}>
      <Icon color={kind} fontSize="small" aria-hidden />
      {translate(labelKey)}
    </Box>
  );
}
