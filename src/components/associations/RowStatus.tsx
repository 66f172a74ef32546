import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, CircularProgress, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A row's state (doc 001 §4): a spinner while it is being updated, or an error icon whose tooltip
 * (also its accessible name, and reachable by keyboard) holds the stored error.
 */
export function RowStatus({ busy, error }: { busy?: boolean; error?: string | null }) {
  const translate = useTranslate();
  if (busy) return <CircularProgress size={18} aria-label={translate('orgAssociations.updating')} />;
  if (!error) return null;
  return (
    <Tooltip title={error}>
      <Box component="span" role="img" aria-label={error} tabIndex={0} sx={{ display: 'inline-flex', color: 'error.main' }}>
        <ErrorOutlineIcon fontSize="small" />
      </Box>
    </Tooltip>
  );
}
