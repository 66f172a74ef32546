import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAccess } from '../../components/useAccess';
import type { SetupOptions, SetupStep } from '../../domain/setupWizard/startStep';
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
  onRetryConnection: () => void;
  /** The connection this wizard made also assigned the organization's whitelabel (kept across a reload). */
  whitelabelAssigned: boolean;
  options: SetupOptions;
  /** When the wizard was finished before for this organization (`setupDone`), or null. */
  setupDoneOn: string | null;
}

/**
 * The body of the current step; a failed tenant callback is reported on the connection step with
 * Retry (doc 002 §8), and the message goes once the retry succeeds.
 */
export function WizardStepBody({
  step,
  parentOrgId,
  orgId,
  orgName,
  state,
  callback,
  onRetryConnection,
  whitelabelAssigned,
  options,
  setupDoneOn,
}: WizardStepBodyProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  const org = state.organization.data;
  const retry = (
    <Button color="inherit" size="small" onClick={onRetryConnection}>
      {translate('tenantConnection.retry')}
    </Button>
  );
  switch (step) {
    case 'connect':
      return (
        <>
          {callback?.kind === 'authorizationFailed' && (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              action={retry}
            >{`${translate('tenantConnection.authorizationFailed')} - ${callback.detail}`}</Alert>
          )}
          {callback?.kind === 'connectFailed' && (
            <Alert severity="error" sx={{ mb: 2 }} action={retry}>{`${translate('tenantConnection.unableToConnect')} - ${callback.detail}`}</Alert>
          )}
          <ConnectStep orgId={orgId} parentOrgId={parentOrgId} tenant={state.tenant.data} />
        </>
      );
    case 'result':
      return (
        <ResultStep
          orgName={orgName}
          tenant={state.tenant.data}
          whitelabelAssigned={whitelabelAssigned}
          accountsExist={state.progress.accountsExist}
        />
      );
    case 'terms': {
      // The service decides access (403), so the organization's access is taken as granted; here: the
      // data-collection rule of doc 000 §6 for a sysadmin who reaches the wizard.
      const record = org && { id: org.id, organizationType: org.organizationType, path: undefined, access: { view: true, manage: true } };
      const canManage = !!record && can({ resource: 'organizations.dataCollection', action: 'edit', record });
      return <TermsStep orgId={orgId} state={state} canManageDataCollection={canManage} withTerms={!options.skipStepTwo} />;
    }
    case 'globalReader':
      return <GlobalReaderStep orgId={orgId} provisioningRunning={state.progress.provisioning === 'running'} />;
    case 'finalCheck':
      return <FinalCheckStep orgId={orgId} state={state} withTerms={!options.skipStepTwo} setupDoneOn={setupDoneOn} />;
  }
}
