import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyPart } from '../replacedBuild';
import { useProfile } from '../useProfile';

// The table and its queries load when asked for, not with every no-permission message.
const AccessTable = lazyPart(() => import('./AccessTable').then((m) => ({ default: m.AccessTable })));

/**
 * "Why?" beside a no-permission message: the signed-in user's own access table for the organization at
 * hand (the Access tab's, src/domain explainAccess), in a dialog.
 */
export function WhyLink({ orgId, orgName }: { orgId: number; orgName?: string }) {
  const translate = useTranslate();
  const { profile } = useProfile();
  const [open, setOpen] = useState(false);
  if (!profile) return null;
  const name = orgName ?? `#${orgId}`;
  const me = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
  return (
    <>
      <Link component="button" type="button" color="inherit" underline="always" onClick={() => setOpen(true)} sx={{ verticalAlign: 'baseline' }}>
        {translate('permissions.why')}
      </Link>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="why-title">
        <DialogTitle id="why-title">{translate('permissions.whyTitle', { organization: name })}</DialogTitle>
        {/* Focusable: a long table scrolls, and a keyboard must be able to scroll it. */}
        <DialogContent tabIndex={0} role="region" aria-labelledby="why-title">
          <Suspense fallback={null}>
            {open && <AccessTable subject={profile} subjectName={me} viewer={profile} orgId={orgId} orgName={name} />}
          </Suspense>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('permissions.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
