import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, CircularProgress, Drawer, IconButton, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { ErrorBarHost } from '../../components/errorBar';
import { dataCollectionKeys } from '../../resources/organizations/dataCollection/dataCollectionQueries';
import { globalReaderCheckAll } from '../../components/globalReader/useGlobalReaderCheck';
import { invalidateHierarchy } from '../../resources/organizations/hierarchyQueries';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAppConfig } from '../../config';
import { nextStep, startStep, stepComplete, stepIndex, wizardSteps, type SetupOptions, type SetupStep } from '../../domain/setupWizard/startStep';
import type { CallbackOutcome } from './useTenantCallback';
import { setupKeys, useSetupProgress } from './useSetupProgress';
import { clearSavedStep, markSetupDone, savedConnection, savedStep, saveStep, setupDoneOn } from './wizardStorage';
import { WizardStepBody } from './WizardStepBody';

export interface SetupPanelProps {
  parentOrgId: number;
  orgId: number;
  callback: CallbackOutcome | null;
  /** Retry of a failed tenant connection (or dismissal of a refused consent). */
  onRetryConnection: () => void;
}

/** The label of a step: with the step-two flag, step 2 provisions data collection only. */
export const stepLabelKey = (step: SetupStep, options: SetupOptions) =>
  step === 'terms' && options.skipStepTwo ? 'setupWizard.steps.dataCollection' : `setupWizard.steps.${step}`;

/**
 * The setup wizard's side panel (doc 002 §2): "Set up {product}", a spinner until the organization's
 * name is known, the intro, the five steps (four with the brand's step-two flag) with no way back and
 * Next disabled while the step is not done. It opens at the step `startStep` picks from what is done,
 * the user's service accounts and `setupDone`. Closing it refreshes the organization and
 * provisioning data and opens the organization.
 */
export function SetupPanel({ parentOrgId, orgId, callback, onRetryConnection }: SetupPanelProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { brand } = useAppConfig();
  const state = useSetupProgress(orgId);
  const [step, setStep] = useState<SetupStep | null>(null);
  const options: SetupOptions = { skipStepTwo: !!brand.setupWizardSkipStepTwo };
  const connecting = callback?.kind === 'connecting';
  const [doneOn] = useState(() => setupDoneOn(orgId));
  // A connection this wizard made is kept: a reload at its result step shows it again.
  const [kept] = useState(() => (savedStep(orgId) === 'result' ? savedConnection(orgId) : null));
  const connection = callback?.kind === 'connected' ? callback : kept;

  // The opening step, as soon as the progress is known and no connection is under way (set while
  // rendering, React's way to adjust state to new props, so the wizard never paints without a step).
  if (step === null && !connecting && state.settled) {
    setStep(startStep({ ...state.progress, justConnected: !!connection, savedStep: savedStep(orgId), setupDone: doneOn !== null }, options));
  }
  // A retried connection that succeeds moves the wizard on from the connection step (on a new outcome only).
  const [seenCallback, setSeenCallback] = useState(callback);
  if (callback !== seenCallback) {
    setSeenCallback(callback);
    if (step === 'connect' && callback?.kind === 'connected')
      setStep(startStep({ ...state.progress, tenantConnected: true, justConnected: true }, options));
  }
  useEffect(() => {
    if (step) saveStep(orgId, step);
  }, [step, orgId]);

  const leave = async (done: boolean) => {
    if (done) markSetupDone(orgId);
    clearSavedStep(orgId);
    // Dismissing refreshes provisioning and organization data (doc 002 §2): the hierarchy's and the wizard's reads.
    // Each prefix from its owner; ['tenantJobs'] is react-admin's resource of the job list.
    await Promise.all([
      invalidateHierarchy(queryClient),
      ...[dataCollectionKeys.all, ['tenantJobs'], globalReaderCheckAll, setupKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
    navigate(`/hierarchy/${orgId}`);
  };
  const orgName = state.organization.data?.name;
  const last = step === 'finalCheck';
  const canGoOn = !!step && stepComplete(step, state.progress, options);

  return (
    <Drawer
      open
      anchor="right"
      onClose={() => void leave(false)}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'setup-wizard-title', sx: { width: { xs: '100%', sm: 720 }, p: 3, gap: 2 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="setup-wizard-title" component="h1" variant="h5" sx={{ flex: 1 }}>
          {translate('setupWizard.panel.title', { product: brand.productName })}
        </Typography>
        <IconButton aria-label={translate('setupWizard.panel.close')} onClick={() => void leave(false)}>
          <CloseIcon />
        </IconButton>
      </Box>
      {/* The wizard is a modal drawer: the failures of its steps show here, in front. */}
      <ErrorBarHost />
      {!orgName && !state.organization.error && <CircularProgress aria-label={translate('setupWizard.panel.loading')} />}
      {state.organization.error ? <Alert severity="error">{translate('organizations.error.failedToLoad')}</Alert> : null}
      {orgName && <Typography>{translate('setupWizard.panel.organization', { orgName })}</Typography>}
      <Typography color="text.secondary">{translate('setupWizard.panel.intro')}</Typography>
      <Stepper activeStep={step ? stepIndex(step, options) : 0} alternativeLabel aria-label={translate('setupWizard.panel.steps')}>
        {wizardSteps(options).map((s) => (
          <Step key={s}>
            <StepLabel>{translate(stepLabelKey(s, options))}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {connecting || !step || !orgName ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate(connecting ? 'tenantConnection.connecting' : 'setupWizard.panel.loading')}</Typography>
        </Box>
      ) : (
        <Box component="section" aria-labelledby="setup-step-title">
          <Typography id="setup-step-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            {translate(stepLabelKey(step, options))}
          </Typography>
          <WizardStepBody
            step={step}
            parentOrgId={parentOrgId}
            orgId={orgId}
            orgName={orgName}
            state={state}
            callback={callback}
            onRetryConnection={onRetryConnection}
            whitelabelAssigned={!!connection?.whitelabelAssigned}
            options={options}
            setupDoneOn={doneOn}
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 'auto' }}>
        <Button variant="contained" disabled={!canGoOn} onClick={() => (last ? void leave(true) : step && setStep(nextStep(step, options)))}>
          {translate(last ? 'setupWizard.finish' : 'wizard.next')}
        </Button>
      </Box>
    </Drawer>
  );
}
