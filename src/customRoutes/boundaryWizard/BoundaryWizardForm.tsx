/**
 * The wizard's one react-admin <Form> across its steps (doc 002 §3 "Form state", §4 "Boundary form
 * state"): each step's inputs are inputs of this form, and Next checks only the step's fields with the
 * domain's schema as the form's resolver (docs/architecture.md "Forms validate with the domain's
 * schemas"). What is not a value stays beside the form: the step on screen and the last submit's
 * outcome, which freezes the form on the summary until Retry or Discard.
 */
import { Alert, Box, Button, CircularProgress, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, useTranslate, ValidationError } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { FormDraft } from '../../components/drafts';
import { zodFormResolver } from '../../components/zodFormResolver';
import { boundaryDraftFields, boundaryStepOf, boundaryValuesOf } from '../../domain/boundaries/boundaryDraft';
import type { BoundaryFormValues } from '../../domain/boundaries/boundaryForm';
import { boundaryFormSchema, boundaryStepFields, BoundaryStep } from '../../domain/validation/boundary';
import { BasicDetailsStep } from './BasicDetailsStep';
import { DataSourcesStep } from './DataSourcesStep';
import { ScopeRestrictionsStep } from './ScopeRestrictionsStep';
import { SubmitFailures } from './SubmitFailures';
import { SummaryStep } from './SummaryStep';
import { useBoundarySubmit, type BoundarySubmitOptions } from './useBoundarySubmit';
import { UsersStep } from './UsersStep';

const resolver = zodFormResolver<BoundaryFormValues>(boundaryFormSchema);

/** What the panel around the form needs to know to close it: a save is running, the values differ from the first ones. */
export interface WizardStatus {
  busy: boolean;
  dirty: boolean;
}

export interface BoundaryWizardFormProps extends BoundarySubmitOptions {
  onStatus: (status: WizardStatus) => void;
}

const STEP_KEYS: Record<BoundaryStep, string> = {
  [BoundaryStep.BasicDetails]: 'basicDetails',
  [BoundaryStep.Users]: 'users',
  [BoundaryStep.DataSources]: 'dataSources',
  [BoundaryStep.ScopeRestrictions]: 'scopeRestrictions',
  [BoundaryStep.Summary]: 'summary',
};
/** The users picked and the scope are kept as the domain says (boundaryDraft.ts), and read back only in the wizard's shape. */
const draftCodec = { write: (v: object) => boundaryDraftFields(v as BoundaryFormValues), read: boundaryValuesOf };

const NAMED_STEPS = [BoundaryStep.BasicDetails, BoundaryStep.Users, BoundaryStep.DataSources, BoundaryStep.ScopeRestrictions];

export function BoundaryWizardForm(props: BoundaryWizardFormProps) {
  return (
    <Box
      // The steps lay out in the panel as if the form element were not there.
      sx={{ display: 'contents', '& > form': { display: 'contents' } }}
      // Enter in a field submits nothing: the wizard moves and saves through its own buttons, one step
      // at a time, where react-admin's submit would check every step at once.
      onSubmitCapture={(e) => e.preventDefault()}
    >
      <Form defaultValues={props.initial} resolver={resolver}>
        <WizardSteps {...props} />
      </Form>
    </Box>
  );
}

/** The first message of the step's fields, in the step's order (boundaryStepFields). */
function stepError(errors: FieldErrors<BoundaryFormValues>, step: BoundaryStep): string | undefined {
  for (const field of boundaryStepFields(step)) {
    const message = errors[field]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

function WizardSteps({ onStatus, ...options }: BoundaryWizardFormProps) {
  const translate = useTranslate();
  const { trigger, getValues, reset, watch, clearErrors } = useFormContext<BoundaryFormValues>();
  const { errors, isDirty } = useFormState<BoundaryFormValues>();
  const values = useWatch<BoundaryFormValues>() as BoundaryFormValues;
  const [activeStep, setActiveStep] = useState<BoundaryStep>(BoundaryStep.BasicDetails);
  const { outcome, failed, busy, progress, submit, retry, discard } = useBoundarySubmit({
    ...options,
    onSaved: () => {
      // SubmitSuccess resets the whole form, then the panel closes (doc 002 §4).
      reset();
      setActiveStep(BoundaryStep.BasicDetails);
      options.onSaved();
    },
  });
  const step = failed ? BoundaryStep.Summary : activeStep;

  useEffect(() => onStatus({ busy, dirty: isDirty }), [onStatus, busy, isDirty]);
  // Editing a field clears the step's message (doc 002 §4 "Editing a field: Editing").
  useEffect(() => {
    const subscription = watch(() => clearErrors());
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const goTo = (to: BoundaryStep) => {
    clearErrors();
    setActiveStep(to);
  };
  /** Doc 002 §4: "Next validates the current step; on success it advances and clears the error". */
  const next = async () => {
    const fields = boundaryStepFields(activeStep);
    if (fields.length > 0 && !(await trigger([...fields]))) return;
    setActiveStep((s) => Math.min(s + 1, BoundaryStep.Summary) as BoundaryStep);
  };
  const send = async () => {
    if (busy || !(await trigger([...boundaryStepFields(BoundaryStep.Summary)]))) return;
    await submit(getValues());
  };
  const message = stepError(errors, step);

  return (
    <>
      {/* The draft: the values while they differ from the first ones (the steps not on screen included), and the step. */}
      <FormDraft id="boundaryWizard" codec={draftCodec} state={activeStep} onRestore={(kept) => setActiveStep(boundaryStepOf(kept) ?? activeStep)} />
      <Stepper activeStep={step - 1} aria-label={translate('boundaries.wizard.progress')}>
        {NAMED_STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{translate(`boundaries.wizard.steps.${STEP_KEYS[s]}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        component="section"
        aria-labelledby="boundary-step-title"
        sx={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography id="boundary-step-title" component="h2" variant="h6">
          {translate(`boundaries.wizard.steps.${STEP_KEYS[step]}`)}
        </Typography>
        {message && (
          <Alert severity="error" role="alert">
            <ValidationError error={message} />
          </Alert>
        )}
        {failed && outcome && <SubmitFailures outcome={outcome} />}
        {step === BoundaryStep.BasicDetails && <BasicDetailsStep />}
        {step === BoundaryStep.Users && <UsersStep organizationId={options.organizationId} />}
        {step === BoundaryStep.DataSources && <DataSourcesStep />}
        {step === BoundaryStep.ScopeRestrictions && <ScopeRestrictionsStep />}
        {step === BoundaryStep.Summary && <SummaryStep values={values} onEdit={failed || busy ? undefined : goTo} />}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        {progress && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">{translate('boundaries.wizard.submitting', progress)}</Typography>
          </Box>
        )}
        {!failed && (
          <Button
            disabled={step === BoundaryStep.BasicDetails || busy}
            onClick={() => goTo(Math.max(step - 1, BoundaryStep.BasicDetails) as BoundaryStep)}
          >
            {translate('wizard.previous')}
          </Button>
        )}
        {!failed && step !== BoundaryStep.Summary && (
          <Button variant="contained" onClick={() => void next()}>
            {translate('wizard.next')}
          </Button>
        )}
        {!failed && step === BoundaryStep.Summary && (
          // Doc 002 §2: "The last step shows Submit (an add variant and an edit variant)".
          <Button variant="contained" disabled={busy} onClick={() => void send()}>
            {translate(options.mode === 'add' ? 'wizard.submit' : 'boundaries.wizard.saveChanges')}
          </Button>
        )}
        {failed && options.mode === 'add' && outcome?.containerId != null && (
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
  );
}
