import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a change (the data-collection toggle, deprovision). */
export function ConfirmDialog({ open, title, text, onConfirm, onClose }: ConfirmDialogProps) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
