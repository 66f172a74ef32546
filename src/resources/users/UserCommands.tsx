import LockResetIcon from '@mui/icons-material/LockReset';
import DataObjectIcon from '@mui/icons-material/DataObject';
import NoEncryptionIcon from '@mui/icons-material/NoEncryption';
import PasswordIcon from '@mui/icons-material/Password';
import { Alert, Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { UserAction } from '../../dataProvider/services/identity';
import { MetadataDialog } from './MetadataDialog';
import { StartChangeButton } from '../changes/StartChangeButton';
import { userDetailsKey } from './UserGeneralTab';
import { useReportError } from '../../components/errorBar';

/** The three audited actions (doc 001 §2.3, §4, §8): command label, success and error texts. */
const actions: Record<UserAction, { label: string; success: string; error: string; icon: typeof PasswordIcon }> = {
  'password/reset': {
    label: 'users.commands.resetPassword',
    success: 'users.success.passwordReset',
    error: 'users.resetPassword.error',
    icon: PasswordIcon,
  },
  'mfa/disable': { label: 'users.commands.removeMfa', success: 'users.success.mfaRemoved', error: 'users.removeMFA.error', icon: NoEncryptionIcon },
  'lockout/reset': {
    label: 'users.commands.resetLockout',
    success: 'users.success.lockoutReset',
    error: 'users.resetLockout.error',
    icon: LockResetIcon,
  },
};

/**
 * The user detail commands: reset password, remove MFA, reset lockout — each confirmed with the
 * audited-action text, then a dismissible success or error bar — and Metadata (a modal).
 */
export function UserCommands({ userId, userName }: { userId: string; userName?: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<UserAction | null>(null);
  const [metadataOpen, setMetadataOpen] = useState(false);
  const reportError = useReportError();
  const run = useMutation({
    mutationFn: (action: UserAction) => dataProvider.runUserAction(userId, action),
    // Each action has its own friendly text (doc 001 §8): reported here, in the one error bar.
    meta: { errorKey: false },
    onError: (error, action) => reportError(error, actions[action].error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsKey(userId) }),
  });
  const done = run.variables ? actions[run.variables] : undefined;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }} role="toolbar" aria-label={translate('users.commands.label')}>
        {(Object.keys(actions) as UserAction[]).map((action) => {
          const { label, icon: Icon } = actions[action];
          return (
            <Button key={action} variant="outlined" startIcon={<Icon />} disabled={run.isPending} onClick={() => setAsking(action)}>
              {translate(label)}
            </Button>
          );
        })}
        <Button variant="outlined" startIcon={<DataObjectIcon />} onClick={() => setMetadataOpen(true)}>
          {translate('users.commands.metadata')}
        </Button>
        {/* A change job granting this user a role in many organizations (docs/api.md "Change jobs"). */}
        <StartChangeButton preset={{ action: 'grantRole', userId, userName }} labelKey="changes.entry.user" />
      </Stack>
      {run.isSuccess && done && (
        <Alert severity="success" onClose={() => run.reset()} sx={{ my: 1 }}>
          {translate(done.success)}
        </Alert>
      )}
      <Confirm
        isOpen={asking !== null}
        title={asking ? actions[asking].label : ''}
        content="users.confirmAction"
        onConfirm={() => {
          if (asking) run.mutate(asking);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
      <MetadataDialog userId={userId} open={metadataOpen} onClose={() => setMetadataOpen(false)} />
    </>
  );
}
