import { Alert, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateBase,
  EditBase,
  Form,
  PasswordInput,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ErrorBarHost } from '../../components/errorBar';
import { zodFormResolver } from '../../components/zodFormResolver';
import type { AppDataProvider } from '../../dataProvider';
import { AccountType, accountTypeLabelKey } from '../../authProvider/accessNames';
import { useAccess } from '../../components/useAccess';
import type { ServiceAccount } from '../../domain/schemas/serviceAccount';
import {
  serviceAccountFormSchema,
  USERNAME_DOMAIN_WARNING_KEY,
  usernameDomainDiffers,
  type ServiceAccountValues,
} from '../../domain/validation/serviceAccount';
import { GuardedDialog, useUnsavedInputGuard } from '../../components/unsavedInput';
import { FormDraft } from '../../components/drafts';

const resolver = zodFormResolver(serviceAccountFormSchema);

export interface ServiceAccountDialogProps {
  /** null: a new account. */
  account: ServiceAccount | null;
  onClose: () => void;
}

/**
 * Add or edit a service account (doc 001 §2.6, §5): friendly name, username, password, confirm
 * password, product (the brand's allowed account types). react-admin's <CreateBase>/<EditBase> over
 * the `serviceAccounts` resource save the form's record, pessimistically; the password is encrypted in
 * the browser before it is sent (resource map: serviceAccounts create/update); it is asked for on every
 * save because the service never returns it, and it is never kept in a draft (a password field). A
 * failure keeps what was typed; field errors of the answer land on the fields (react-admin's save).
 */
export function ServiceAccountDialog({ account, onClose }: ServiceAccountDialogProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const onSuccess = (saved: ServiceAccount) => {
    // The handlers answer what was sent, not the stored row (state, last updated): load the list again.
    void queryClient.invalidateQueries({ queryKey: ['serviceAccounts'] });
    notify('serviceAccounts.saved', { type: 'success', messageArgs: { name: saved.identifier } });
    onClose();
  };
  const dialog = <ServiceAccountFormDialog account={account} onClose={onClose} />;
  return account ? (
    <EditBase<ServiceAccount>
      resource="serviceAccounts"
      id={account.id}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess }}
      // The row that was clicked fills the form at once, while the record is read again.
      queryOptions={{ placeholderData: account }}
    >
      {dialog}
    </EditBase>
  ) : (
    <CreateBase<ServiceAccount> resource="serviceAccounts" redirect={false} mutationOptions={{ onSuccess }}>
      {dialog}
    </CreateBase>
  );
}

function ServiceAccountFormDialog({ account, onClose }: ServiceAccountDialogProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  // The brand's allowed account types, as canAccess answers them (doc 000 §6).
  const products = Object.values(AccountType)
    .filter((id) => can({ resource: `serviceAccounts.accountTypes.${id}`, action: 'create' }))
    .map((id) => ({ id, name: translate(accountTypeLabelKey[id]) }));
  const { saving: isPending = false } = useSaveContext();
  // The record (when editing) fills the rest; the password is never loaded, so it starts empty.
  const defaults: Partial<ServiceAccountValues> = {
    identifier: '',
    userName: '',
    password: '',
    confirmPassword: '',
    productId: products[0]?.id ?? 1,
  };
  const title = account ? translate('serviceAccounts.editTitle', { name: account.identifier }) : translate('serviceAccounts.addTitle');
  const guard = useUnsavedInputGuard(onClose, { disabled: isPending });
  return (
    <GuardedDialog guard={guard} busy={isPending} fullWidth maxWidth="sm" aria-labelledby="service-account-title">
      <Form defaultValues={defaults} resolver={resolver}>
        {/* The passwords are never kept (named like one). */}
        <FormDraft id="serviceAccount" />
        <DialogTitle id="service-account-title">{title}</DialogTitle>
        <DialogContent>
          <ErrorBarHost />
          <TextInput source="identifier" isRequired label="serviceAccounts.fields.identifier" autoComplete="off" />
          <TextInput
            source="userName"
            isRequired
            label="serviceAccounts.fields.userName"
            autoComplete="off"
            helperText="serviceAccounts.fields.userNameHelp"
          />
          <DomainWarning />
          <PasswordInput source="password" isRequired label="serviceAccounts.fields.password" autoComplete="new-password" />
          <PasswordInput source="confirmPassword" isRequired label="serviceAccounts.fields.confirmPassword" autoComplete="new-password" />
          <SelectInput source="productId" label="serviceAccounts.fields.product" choices={products} isRequired />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? translate('serviceAccounts.saving') : translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Form>
    </GuardedDialog>
  );
}

/** Doc 001 §5: a warning when the username's domain is not one of the tenant's (silent when they are unknown). */
function DomainWarning() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const userName = (useWatch({ name: 'userName' }) as string | undefined) ?? '';
  const { data: domains } = useQuery({
    queryKey: ['tenantDomains'],
    queryFn: () => dataProvider.getTenantDomains(),
    retry: false,
    staleTime: 300_000,
  });
  if (!usernameDomainDiffers(userName, domains)) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate(USERNAME_DOMAIN_WARNING_KEY, { domains: (domains ?? []).join(', ') })}
    </Alert>
  );
}
