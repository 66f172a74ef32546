/**
 * The add/edit boundary wizard (doc 002 §2 "Add/Edit boundary side panel (wizard)", §4, §5): a side
 * panel with five steps; the progress indicator names the first four. Its state is doc 002 §3's one
 * form state across the steps (src/domain/boundaries/wizardState.ts), with the codes of §4, so the
 * fields are MUI inputs over that reducer rather than a react-admin <Form> (which holds one record's
 * fields and validates on submit, not per step); the saving is a plan of calls (submitPlan.ts).
 */
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, CircularProgress, Drawer, IconButton, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorBarHost } from '../../components/errorBar';
import { useUnsavedInputGuard } from '../../components/unsavedInput';
import { BoundaryFormState } from '../../domain/status/boundary';
import { hasFailedSubmit } from '../../domain/boundaries/wizardState';
import { BoundaryStep } from '../../domain/validation/boundary';
import { BasicDetailsStep } from './BasicDetailsStep';
import { DataSourcesStep } from './DataSourcesStep';
import { ScopeRestrictionsStep } from './ScopeRestrictionsStep';
import { SubmitFailures } from './SubmitFailures';
import { SummaryStep } from './SummaryStep';
import { useBoundaryWizard } from './useBoundaryWizard';
import { UsersStep } from './UsersStep';

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

const STEP_KEYS: Record<BoundaryStep, string> = {
  [BoundaryStep.BasicDetails]: 'basicDetails',
  [BoundaryStep.Users]: 'users',
  [BoundaryStep.DataSources]: 'dataSources',
  [BoundaryStep.ScopeRestrictions]: 'scopeRestrictions',
  [BoundaryStep.Summary]: 'summary',
};
const NAMED_STEPS = [BoundaryStep.BasicDetails, BoundaryStep.Users, BoundaryStep.DataSources, BoundaryStep.ScopeRestrictions];

export function BoundaryWizardPanel(props: BoundaryWizardPanelProps) {
  const translate = useTranslate();
  const { state, dispatch, progress, discarding, submit, retry, discard, close } = useBoundaryWizard(props);
  const { activeStep, values, formState } = state;
  const failed = hasFailedSubmit(state);
  const busy = state.isSubmitting || discarding;
  const loading = formState === BoundaryFormState.Loading;
  const loadError = formState === BoundaryFormState.LoadingError;
  const step = failed ? BoundaryStep.Summary : activeStep;
  const change: Parameters<typeof UsersStep>[0]['change'] = (fn) => dispatch({ type: 'edit', change: fn });
  // Closing clears the form (doc 002 §4): with input in it, the user is asked first (Esc, Close, Back).
  // A change of the values counts as input even when no field on screen shows it (users picked, a restored draft).
  const guard = useUnsavedInputGuard(close, { disabled: busy, dirty: formState === BoundaryFormState.Editing ? true : undefined });
  const title = translate(props.mode === 'add' ? 'boundaries.wizard.titleAdd' : 'boundaries.wizard.titleEdit');

  return (
    <>
      <Drawer
        anchor="right"
        open
        onClose={guard.requestClose}
        {...guard.inputProps}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': 'boundary-wizard-title', sx: { width: { xs: '100%', sm: 760 }, p: 3, gap: 2 } } as object,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id="boundary-wizard-title" component="h1" variant="h5" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label={translate('boundaries.wizard.close')} onClick={guard.requestClose} disabled={busy}>
            <CloseIcon />
          </IconButton>
        </Box>
        <ErrorBarHost />
        {loadError && <Alert severity="error">{translate('boundaries.error.loading')}</Alert>}
        {loading && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{translate('boundaries.wizard.loading')}</Typography>
          </Box>
        )}
        {!loading && !loadError && (
          <>
            <Stepper activeStep={step - 1} aria-label={translate('boundaries.wizard.progress')}>
              {NAMED_STEPS.map((s) => (
                <Step key={s}>
                  <StepLabel>{translate(`boundaries.wizard.steps.${STEP_KEYS[s]}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
            <Box
              component="section"
              // The wizard keeps its own draft of every step (useBoundaryWizard): the fields on screen are not kept twice.
              data-draft="never"
              aria-labelledby="boundary-step-title"
              sx={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}
            >
              <Typography id="boundary-step-title" component="h2" variant="h6">
                {translate(`boundaries.wizard.steps.${STEP_KEYS[step]}`)}
              </Typography>
              {state.validationError && (
                <Alert severity="error" role="alert">
                  {translate(state.validationError.key, state.validationError.params)}
                </Alert>
              )}
              {failed && state.outcome && <SubmitFailures outcome={state.outcome} />}
              {step === BoundaryStep.BasicDetails && <BasicDetailsStep values={values} change={change} error={state.validationError} />}
              {step === BoundaryStep.Users && <UsersStep values={values} change={change} organizationId={props.organizationId} />}
              {step === BoundaryStep.DataSources && <DataSourcesStep values={values} change={change} />}
              {step === BoundaryStep.ScopeRestrictions && <ScopeRestrictionsStep values={values} change={change} />}
              {step === BoundaryStep.Summary && (
                <SummaryStep values={values} onEdit={failed || busy ? undefined : (s) => dispatch({ type: 'goTo', step: s })} />
              )}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
              {progress && (
                <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}>
                  <CircularProgress size={20} aria-hidden />
                  <Typography variant="body2">{translate('boundaries.wizard.submitting', progress)}</Typography>
                </Box>
              )}
              {!failed && (
                <Button disabled={step === BoundaryStep.BasicDetails || busy} onClick={() => dispatch({ type: 'previous' })}>
                  {translate('wizard.previous')}
                </Button>
              )}
              {!failed && step !== BoundaryStep.Summary && (
                <Button variant="contained" onClick={() => dispatch({ type: 'next' })}>
                  {translate('wizard.next')}
                </Button>
              )}
              {!failed && step === BoundaryStep.Summary && (
                // Doc 002 §2: "The last step shows Submit (an add variant and an edit variant)".
                <Button variant="contained" disabled={busy} onClick={() => void submit()}>
                  {translate(props.mode === 'add' ? 'wizard.submit' : 'boundaries.wizard.saveChanges')}
                </Button>
              )}
              {failed && props.mode === 'add' && state.outcome?.containerId != null && (
                <Button color="error" disabled={busy} onClick={() => void discard()}>
                  {translate('boundaries.discard')}
                </Button>
              )}
              {failed && (
                <Button variant="contained" disabled={busy} onClick={() => void retry()}>
                  {translate('wizard.retry')}
                </Button>
              )}
            </Box>
          </>
        )}
      </Drawer>
      {guard.confirmation}
    </>
  );
}
