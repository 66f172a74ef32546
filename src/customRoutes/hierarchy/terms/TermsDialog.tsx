import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorBarHost } from '../../../components/errorBar';
import { TermsLinks } from '../../../components/terms/TermsLinks';

export interface TermsDialogProps {
  productName: string;
  accepting: boolean;
  onAgree: () => void;
  onCancel: () => void;
}

/**
 * Doc 002 §2 "Terms dialog": a blocking modal "Welcome to {product} Nova" (at most 780 px wide) with
 * the four documents, the acceptance checkbox, Agree (disabled until ticked) and Cancel.
 */
export function TermsDialog({ productName, accepting, onAgree, onCancel }: TermsDialogProps) {
  const translate = useTranslate();
  const [ticked, setTicked] = useState(false);
  // No onClose: neither Escape nor a click outside dismisses it (blocking); Cancel does.
  return (
    <Dialog open aria-labelledby="terms-title" slotProps={{ paper: { sx: { maxWidth: 780, width: '100%' } } }} maxWidth={false}>
      <DialogTitle id="terms-title">{translate('terms.title', { product: productName })}</DialogTitle>
      <DialogContent>
        {/* A failed acceptance shows here, in front of the modal (the accept mutation's meta). */}
        <ErrorBarHost />
        <TermsLinks />
        <FormControlLabel control={<Checkbox checked={ticked} onChange={(e) => setTicked(e.target.checked)} />} label={translate('terms.accept')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={accepting}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={onAgree} disabled={!ticked || accepting}>
          {translate('terms.agree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
