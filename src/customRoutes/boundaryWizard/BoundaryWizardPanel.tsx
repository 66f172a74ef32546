/**
 * The add/edit boundary wizard (doc 002 §2 "Add/Edit boundary side panel (wizard)", §4, §5): a side
 * panel with five steps; the progress indicator names the first four. Its values are one react-admin
 * <Form> across the steps (BoundaryWizardForm.tsx), validated step by step with the domain's schema;
 * the saving is a plan of calls (submitPlan.ts). This panel loads the boundary to edit and owns the
 * closing.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, CircularProgress, Drawer, IconButton, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ErrorBarHost, useErrorBarStore } from '../../components/errorBar';
import { useUnsavedInputGuard } from '../../components/unsavedInput';
import type { AppDataProvider } from '../../dataProvider';
import { boundaryFormOf, emptyBoundaryForm, type BoundaryFormValues } from '../../domain/boundaries/boundaryForm';
import { BoundaryWizardForm, type WizardStatus } from './BoundaryWizardForm';
import { ERROR_SOURCE } from './useBoundarySubmit';

/**
 * The contract between the virtual boundaries page and its wizard. The page renders this panel at
 * /virtual-boundaries/add and /virtual-boundaries/{containerId}/edit; the wizard itself is built
 * behind this interface.
 */
export interface BoundaryWizardPanelProps {
  mode: 'add' | 'edit';
  /** The organization selected in the page's tree (the boundary's organization). */
  organizationId: number;
  /** The boundary to edit (edit mode only). */
  containerId?: number;
  /**
   * The panel closed: after a successful submit, a discard, or the user dismissing it. The page
   * navigates back to its list and reloads it (doc 002 §4 "After the panel closes (success or
   * failure) the list reloads").
   */
  onClose: () => void;
}

/** The form's first values: an empty boundary (add), or the boundary once loaded (edit); null while loading; 'failed'. */
function useInitialValues({ mode, containerId }: BoundaryWizardPanelProps): BoundaryFormValues | null | 'failed' {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [empty] = useState(emptyBoundaryForm);
  // Kept with the boundary's id, so that another boundary to edit shows the loading until its own answer.
  const [loaded, setLoaded] = useState<{ containerId: number; values: BoundaryFormValues | 'failed' } | null>(null);
  useEffect(() => {
    if (mode !== 'edit' || containerId === undefined) return;
    const abort = new AbortController();
    dataProvider.getBoundary(containerId, abort.signal).then(
      (c) => setLoaded({ containerId, values: boundaryFormOf(c) }),
      () => {
        if (!abort.signal.aborted) setLoaded({ containerId, values: 'failed' });
      },
    );
    return () => abort.abort();
  }, [mode, containerId, dataProvider]);
  if (mode === 'add') return empty;
  return loaded !== null && loaded.containerId === containerId ? loaded.values : null;
}

export function BoundaryWizardPanel(props: BoundaryWizardPanelProps) {
  const translate = useTranslate();
  const errorBar = useErrorBarStore();
  const initial = useInitialValues(props);
  const [status, setStatus] = useState<WizardStatus>({ busy: false, dirty: false });
  // Read by the guard's close, which may run before this panel re-renders with the latest status.
  const busy = useRef(false);
  const onStatus = useCallback((s: WizardStatus) => {
    busy.current = s.busy;
    setStatus(s);
  }, []);
  /** "Closing the panel clears the form": the form goes with the panel, its messages with it. */
  const closeNow = () => {
    errorBar.clearSource(ERROR_SOURCE);
    props.onClose();
  };
  const close = () => {
    if (!busy.current) closeNow();
  };
  // Closing clears the form (doc 002 §4): with input in it, the user is asked first (Esc, Close, Back).
  // A change of the values counts as input even when no field on screen shows it (users picked, a restored draft).
  const guard = useUnsavedInputGuard(close, { disabled: status.busy, dirty: status.dirty });
  const title = translate(props.mode === 'add' ? 'boundaries.wizard.titleAdd' : 'boundaries.wizard.titleEdit');

  return (
    <>
      <Drawer
        anchor="right"
        open
        onClose={guard.requestClose}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': 'boundary-wizard-title', sx: { width: { xs: '100%', sm: 760 }, p: 3, gap: 2 } } as object,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id="boundary-wizard-title" component="h1" variant="h5" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label={translate('boundaries.wizard.close')} onClick={guard.requestClose} disabled={status.busy}>
            <CloseIcon />
          </IconButton>
        </Box>
        <ErrorBarHost />
        {initial === 'failed' && <Alert severity="error">{translate('boundaries.error.loading')}</Alert>}
        {initial === null && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{translate('boundaries.wizard.loading')}</Typography>
          </Box>
        )}
        {initial !== null && initial !== 'failed' && (
          <BoundaryWizardForm {...props} initial={initial} onSaved={props.onClose} onDiscarded={closeNow} onStatus={onStatus} />
        )}
      </Drawer>
      {guard.confirmation}
    </>
  );
}
