import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { ErrorBarHost } from '../../components/errorBar';

/** Pretty-prints JSON text; anything that is not JSON is shown as stored. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * The user's persisted metadata (doc 001 §2.3, §3): the stored JSON text, "{}" when empty, and a
 * Delete that resets it (asked twice: it cannot be undone). Errors show inside the modal (§8).
 */
export function MetadataDialog({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = ['userMetadata', userId];
  const [confirming, setConfirming] = useState(false);
  const metadata = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getUserMetadata(userId),
    enabled: open,
    meta: { errorKey: 'users.metadata.loadError' },
  });
  const remove = useMutation({
    mutationFn: () => dataProvider.resetUserMetadata(userId),
    meta: { errorKey: 'users.metadata.deleteError' },
    onSuccess: () => {
      setConfirming(false);
      queryClient.setQueryData(key, '{}');
    },
  });
  const close = () => {
    setConfirming(false);
    remove.reset();
    onClose();
  };
  const empty = metadata.data === '{}';
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="metadata-title">
      <DialogTitle id="metadata-title">{translate('users.metadata.title')}</DialogTitle>
      <DialogContent>
        {metadata.isPending && <LinearProgress aria-label={translate('users.metadata.loading')} />}
        <ErrorBarHost />
        {remove.isSuccess && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {translate('users.metadata.deleted')}
          </Alert>
        )}
        {metadata.data !== undefined && (
          <Box
            component="pre"
            aria-label={translate('users.metadata.title')}
            tabIndex={0}
            sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: '50vh', fontSize: '0.875rem' }}
          >
            {prettyJson(metadata.data)}
          </Box>
        )}
        {confirming && (
          <Alert severity="warning" role="status" sx={{ mt: 2 }}>
            {translate('users.metadata.confirmDelete')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {confirming ? (
          <>
            <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
            <Button color="error" variant="contained" startIcon={<DeleteIcon />} disabled={remove.isPending} onClick={() => remove.mutate()}>
              {translate('users.metadata.confirmDeleteButton')}
            </Button>
          </>
        ) : (
          <>
            <Button color="error" startIcon={<DeleteIcon />} disabled={metadata.data === undefined || empty} onClick={() => setConfirming(true)}>
              {translate('users.metadata.delete')}
            </Button>
            <Button onClick={close}>{translate('ra.action.close')}</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
