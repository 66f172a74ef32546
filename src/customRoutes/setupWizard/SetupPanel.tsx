import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, CircularProgress, Drawer, IconButton, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { ErrorBarHost } from '../../components/errorBar';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAppConfig } from '../../config';
import { nextStep, setupSteps, startStep, stepComplete, stepIndex, type SetupStep } from '../../domain/setupWizard/startStep';
import type { CallbackOutcome } from './useTenantCallback';
import { setupKeys, useSetupProgress } from './useSetupProgress';
import { clearSavedStep, markSetupDone, savedStep, saveStep } from './wizardStorage';
import { WizardStepBody } from './WizardStepBody';

export interface SetupPanelProps {
  parentOrgId: number;
  orgId: number;
  callback: CallbackOutcome | null;
}

/**
 * The setup wizard's side panel (doc 002 §2): "Set up {product}", a spinner until the organization's
 * name is known, the intro, the five steps with no way back and Next disabled while the step is not
 * done. Closing it refreshes the organization and provisioning data and opens the organization.
 */
export function SetupPanel({ parentOrgId, orgId, callback }: SetupPanelProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { brand } = useAppConfig();
  const state = useSetupProgress(orgId);
  const [step, setStep] = useState<SetupStep | null>(null);
  const connecting = callback?.kind === 'connecting';

  useEffect(() => {
    if (step !== null || connecting || !state.settled) return;
    setStep(startStep({ ...state.progress, justConnected: callback?.kind === 'connected', savedStep: savedStep(orgId) }));
  }, [step, connecting, state.settled, state.progress, callback, orgId]);
  useEffect(() => {
    if (step) saveStep(orgId, step);
  }, [step, orgId]);

  const leave = async (done: boolean) => {
    if (done) markSetupDone(orgId);
    clearSavedStep(orgId);
    // Dismissing refreshes provisioning and organization data (doc 002 §2): the hierarchy's and the wizard's reads.
    await Promise.all(
      [['hierarchy'], ['organizations'], ['dataCollection'], ['tenantJobs'], ['globalReaderCheck'], setupKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    navigate(`/hierarchy/${orgId}`);
  };
  const orgName = state.organization.data?.name;
  const last = step === 'finalCheck';
  const canGoOn = !!step && stepComplete(step, state.progress);

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
      <Stepper activeStep={step ? stepIndex(step) : 0} alternativeLabel aria-label={translate('setupWizard.panel.steps')}>
        {setupSteps.map((s) => (
          <Step key={s}>
            <StepLabel>{translate(`setupWizard.steps.${s}`)}</StepLabel>
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
            {translate(`setupWizard.steps.${step}`)}
          </Typography>
          <WizardStepBody step={step} parentOrgId={parentOrgId} orgId={orgId} orgName={orgName} state={state} callback={callback} />
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 'auto' }}>
        <Button variant="contained" disabled={!canGoOn} onClick={() => (last ? void leave(true) : step && setStep(nextStep(step)))}>
          {translate(last ? 'setupWizard.finish' : 'wizard.next')}
        </Button>
      </Box>
    </Drawer>
  );
}
