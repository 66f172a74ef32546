import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Form, SelectInput, TextInput, useCreate, useDataProvider, useTranslate, useUpdate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { zodFormResolver } from '../../components/zodFormResolver';
import { ApiError, friendlyText, type AppDataProvider } from '../../dataProvider';
import { organizationTypeLabelKey } from '../../domain/organizationTypes';
import { allowedChildTypes, canEditParentFlags } from '../../domain/permissions/hierarchy';
import { childOrganizationDefaults, type ChildOrganizationValues } from '../../domain/validation/organization';
import { addChild, updateOrganization } from '../../components/hierarchy/associationsCache';
import { CheckboxInput } from '../../components/CheckboxInput';
import { hierarchyKeys, patchAssociationsTrees, refreshAssociationsTrees, treeWantsUsers } from '../../components/hierarchy/hierarchyQueries';
import { useHierarchyMessages } from '../../components/hierarchy/HierarchyMessages';
import type { ActionBodyProps } from '../../components/hierarchy/actionBody';
import { childFormSchema, createdChildItem, editDefaults, serverFieldErrors } from './childForm';

/** Doc 002 §9: "Name-changed message 3000 ms." */
const NAME_CHANGED_MS = 3000;

/**
 * The child organization form (doc 000 §2): 'New child organization' (add-child) and 'Edit
 * {orgName} details' (edit). Submit stays disabled until the values are valid; a failed submit
 * keeps what was typed and shows the service's message (on the field when it names one).
 */
export function ChildOrganizationForm({ action, organization: org, detail, profile, onDone }: ActionBodyProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { show } = useHierarchyMessages();
  const mode = action === 'edit' ? 'edit' : 'create';
  const options = useQuery({
    queryKey: hierarchyKeys.options(org.id),
    queryFn: () => dataProvider.getOrganizationOptions(org.id),
    meta: { errorKey: 'organization.form.loadFailed' },
    enabled: mode === 'edit',
  });
  const auth = detail.authType.data;
  const [create, creating] = useCreate('organizations', undefined, { meta: { errorKey: false } });
  const [update, updating] = useUpdate('organizations', undefined, { mutationMode: 'pessimistic', meta: { errorKey: false } });
  // The failure shows in the form's own bar, field errors on their fields (ServerErrors below).
  const saveError = mode === 'create' ? creating.error : updating.error;
  const saved = async (id: number, values: ChildOrganizationValues) => {
    if (mode === 'create') {
      patchAssociationsTrees(queryClient, (answer) => addChild(answer, createdChildItem(id, org.id, values, treeWantsUsers(profile))));
      show({ key: 'childCreated', orgId: org.id, severity: 'success', text: translate('organization.success.childCreated') });
    } else {
      const name = values.name.trim();
      patchAssociationsTrees(queryClient, (answer) =>
        updateOrganization(answer, id, { organizationName: name, parentCanView: values.parentCanView, parentCanManage: values.parentCanManage }),
      );
      show({ key: 'detailsUpdated', orgId: id, severity: 'success', text: translate('organization.success.detailsUpdated') });
      if (name !== options.data?.name) {
        show({
          key: 'nameChanged',
          orgId: id,
          severity: 'info',
          text: translate('organization.success.nameChanged', { name }),
          autoHideMs: NAME_CHANGED_MS,
        });
      }
      for (const key of [hierarchyKeys.organization(id), hierarchyKeys.options(id), hierarchyKeys.authType(id)]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    }
    onDone();
    await refreshAssociationsTrees(queryClient);
  };
  // An organization a failed attempt already created: the next Create finishes it, it makes no second one.
  const createdId = useRef<number>(undefined);
  const submit = (values: ChildOrganizationValues) => {
    if (mode === 'create') {
      create(
        'organizations',
        { data: { ...values, parentId: org.id }, meta: { createdId: createdId.current } },
        {
          onSuccess: (created) => saved(Number(created.id), values),
          onError: (error) => {
            if (error instanceof ApiError && error.createdId !== undefined) createdId.current = error.createdId;
          },
        },
      );
    } else {
      const before = { useCertBasedAuth: auth?.useCertBasedAuth ?? false };
      update('organizations', { id: org.id, data: values, previousData: org, meta: before }, { onSuccess: () => saved(org.id, values) });
    }
  };
  const reset = () => (mode === 'create' ? creating.reset() : updating.reset());
  const saving = creating.isPending || updating.isPending;

  if (mode === 'edit' && options.error) return null; // shown in the modal's error bar, with Retry
  if (mode === 'edit' && (!options.data || detail.authType.isPending)) return <LinearProgress aria-label={translate('app.loading')} />;
  const defaults = mode === 'edit' ? editDefaults(options.data!, auth, org.organizationType) : childOrganizationDefaults;
  const flagsLocked = mode === 'edit' && !canEditParentFlags(profile, org, detail.access);
  const typeChoices = allowedChildTypes(org.organizationType).map((t) => ({ id: t, name: organizationTypeLabelKey[t] }));
  const parentName = mode === 'edit' ? (options.data?.parentOrganizationName ?? '') : org.name;
  return (
    <Form
      defaultValues={defaults}
      resolver={zodFormResolver<ChildOrganizationValues>(childFormSchema(mode, org.organizationType))}
      mode="onChange"
      onSubmit={(values: FieldValues) => submit(values as ChildOrganizationValues)}
    >
      <ServerErrors error={saveError} mode={mode} onDismiss={reset} />
      <TextField
        label={translate('organization.form.parentName')}
        value={parentName}
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- first field of the dialog the user just opened; focus moves into it (WAI-ARIA dialog pattern) */}
      <TextInput source="name" label="organization.form.name" isRequired fullWidth autoFocus />
      {mode === 'create' && (
        <SelectInput source="organizationType" label="organization.form.organizationType" choices={typeChoices} isRequired fullWidth />
      )}
      <Stack>
        <CheckboxInput source="parentCanView" label="organization.form.parentCanView" disabled={flagsLocked} />
        <CheckboxInput source="parentCanManage" label="organization.form.parentCanManage" disabled={flagsLocked} />
        <CheckboxInput source="useCertBasedAuth" label="organization.form.useCertBasedAuth" disabled={mode === 'edit' && !!auth?.isBlocked} />
      </Stack>
      <SubmitRow mode={mode} saving={saving} onCancel={onDone} />
    </Form>
  );
}

/** The failure bar, and the service's field errors put on their fields. */
function ServerErrors({ error, mode, onDismiss }: { error: unknown; mode: 'create' | 'edit'; onDismiss: () => void }) {
  const translate = useTranslate();
  const { setError } = useFormContext();
  useEffect(() => {
    for (const [field, key] of Object.entries(serverFieldErrors(error))) {
      setError(field, { type: 'server', message: `@@react-admin@@${JSON.stringify({ message: key, args: {} })}` });
    }
  }, [error, setError]);
  const [dismissed, setDismissed] = useState<unknown>(null);
  if (!error || dismissed === error) return null;
  const key = mode === 'create' ? 'organization.error.createFailed' : 'organization.error.updateFailed';
  return (
    <Alert
      severity="error"
      role="alert"
      closeText={translate('errors.dismiss')}
      onClose={() => {
        setDismissed(error);
        onDismiss();
      }}
      sx={{ mb: 1 }}
    >
      {mode === 'create' && <AlertTitle>{translate('organization.error.saveChildFailed')}</AlertTitle>}
      {friendlyText(translate, key, error)}
    </Alert>
  );
}

function SubmitRow({ mode, saving, onCancel }: { mode: 'create' | 'edit'; saving: boolean; onCancel: () => void }) {
  const translate = useTranslate();
  const { isValid, isDirty } = useFormState();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
      <Button onClick={onCancel} disabled={saving}>
        {translate('ra.action.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={saving || !isValid || (mode === 'edit' && !isDirty)}>
        {translate(mode === 'create' ? 'organization.form.create' : 'organization.form.save')}
      </Button>
    </Box>
  );
}
