import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useProfile } from '../../components/useProfile';
import { canManageDataCollection } from '../../domain/permissions/dataCollection';
import type { SetupStep } from '../../domain/setupWizard/startStep';
import { ConnectStep } from './steps/ConnectStep';
import { FinalCheckStep } from './steps/FinalCheckStep';
import { GlobalReaderStep } from './steps/GlobalReaderStep';
import { ResultStep } from './steps/ResultStep';
import { TermsStep } from './steps/TermsStep';
import type { SetupProgressState } from './useSetupProgress';
import type { CallbackOutcome } from './useTenantCallback';

export interface WizardStepBodyProps {
  step: SetupStep;
  parentOrgId: number;
  orgId: number;
  orgName: string;
  state: SetupProgressState;
  callback: CallbackOutcome | null;
}

/** The body of the current step; a failed tenant callback is reported on the connection step. */
export function WizardStepBody({ step, parentOrgId, orgId, orgName, state, callback }: WizardStepBodyProps) {
  const translate = useTranslate();
  const { profile } = useProfile();
  const org = state.organization.data;
  switch (step) {
    case 'connect':
      return (
        <>
          {callback?.kind === 'authorizationFailed' && (
            <Alert severity="error" sx={{ mb: 2 }}>{`${translate('tenantConnection.authorizationFailed')} - ${callback.detail}`}</Alert>
          )}
          {callback?.kind === 'connectFailed' && (
            <Alert severity="error" sx={{ mb: 2 }}>{`${translate('tenantConnection.unableToConnect')} - ${callback.detail}`}</Alert>
          )}
          <ConnectStep orgId={orgId} parentOrgId={parentOrgId} tenant={state.tenant.data} />
        </>
      );
    case 'result':
      return <ResultStep orgName={orgName} tenant={state.tenant.data} whitelabelAssigned={callback?.kind === 'connected' && callback.whitelabelAssigned} />;
    case 'terms': {
      // The service decides access (403); here: the data-collection rule of doc 000 §6 for a sysadmin who reaches the wizard.
      const canManage = !!profile && !!org && canManageDataCollection(profile, org, { view: true, manage: true });
      return <TermsStep orgId={orgId} state={state} canManageDataCollection={canManage} />;
    }
    case 'globalReader':
      return <GlobalReaderStep orgId={orgId} />;
    case 'finalCheck':
      return <FinalCheckStep orgId={orgId} state={state} />;
  }
}
