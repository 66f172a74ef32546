import { Box, LinearProgress, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CreateBase, EditBase, Form, SelectInput, TextInput, useDataProvider, useSaveContext, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { FormDraft } from '../../components/drafts';
import { zodFormResolver } from '../../components/zodFormResolver';
import { ApiError, type AppDataProvider } from '../../dataProvider';
import { allOrganizationTypes, organizationTypeLabelKey } from '../../domain/organizationTypes';
import { useAccess } from '../../components/useAccess';
import { childOrganizationDefaults, type ChildOrganizationValues } from '../../domain/validation/organization';
import { addChild, updateOrganization } from './associationsCache';
import { CheckboxInput } from '../../components/CheckboxInput';
import { hierarchyKeys, organizationReadOptions, patchAssociationsTrees, refreshAssociationsTrees, useTreeWantsUsers } from './hierarchyQueries';
import { useHierarchyMessages } from '../../components/hierarchy/HierarchyMessages';
import type { ActionBodyProps } from '../../components/hierarchy/actionBody';
import { childFormSchema, createdChildItem, editDefaults } from './childForm';
import { ServerErrors, SubmitRow } from './childFormParts';

/** Doc 002 §9: "Name-changed message 3000 ms." */
const NAME_CHANGED_MS = 3000;

/** The views' own notifications and redirects are off: the panel's bars and the form's own bar say it all. */
const quiet = { onSuccess: () => undefined, onError: () => undefined };

/**
 * The child organization form (doc 000 §2): 'New child organization' (add-child), a react-admin
 * <CreateBase> of `organizations`, and 'Edit {orgName} details' (edit), an <EditBase> of the
 * organization (the panel's read, shared). Submit stays disabled until the values are valid; a
 * failed submit keeps what was typed and shows the service's message (on the field when it names one).
 */
export function ChildOrganizationForm(props: ActionBodyProps) {
  const translate = useTranslate();
  const loading = <LinearProgress aria-label={translate('app.loading')} />;
  if (props.action !== 'edit') {
    return (
      <CreateBase resource="organizations" redirect={false} mutationMode="pessimistic" mutationOptions={quiet} loading={loading}>
        <ChildForm {...props} mode="create" />
      </CreateBase>
    );
  }
  return (
    <EditBase
      resource="organizations"
      id={props.organization.id}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      queryOptions={{ ...organizationReadOptions, onError: () => undefined }}
      mutationOptions={{ ...quiet, meta: organizationReadOptions.meta }}
      loading={loading}
      error={null}
    >
      <ChildForm {...props} mode="edit" />
    </EditBase>
  );
}

function ChildForm({ organization: org, detail, onDone, mode }: ActionBodyProps & { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { show } = useHierarchyMessages();
  const { save, saving = false } = useSaveContext();
  const { can } = useAccess();
  // The new child's row in the kept trees carries users as the tree's own answer does.
  const wantsUsers = useTreeWantsUsers();
  const options = useQuery({
    queryKey: hierarchyKeys.options(org.id),
    queryFn: () => dataProvider.getOrganizationOptions(org.id),
    meta: { errorKey: 'organization.form.loadFailed' },
    enabled: mode === 'edit',
  });
  const auth = detail.authType.data;
  // The failure shows in the form's own bar, field errors on their fields (ServerErrors).
  const [saveError, setSaveError] = useState<unknown>(null);
  const saved = async (id: number, values: ChildOrganizationValues) => {
    if (mode === 'create') {
      patchAssociationsTrees(queryClient, (answer) => addChild(answer, createdChildItem(id, org.id, values, wantsUsers)));
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
  const failed = (error: unknown) => {
    if (mode === 'create' && error instanceof ApiError && error.createdId !== undefined) createdId.current = error.createdId;
    setSaveError(error);
  };
  // Returns nothing: the service's field errors are put on their fields by ServerErrors, in the catalogue's words.
  const submit = async (values: ChildOrganizationValues) => {
    setSaveError(null);
    if (mode === 'create') {
      await save?.(
        { ...values, parentId: org.id },
        { meta: { createdId: createdId.current }, onSuccess: (created: { id: number }) => saved(Number(created.id), values), onError: failed },
      );
    } else {
      const before = { useCertBasedAuth: auth?.useCertBasedAuth ?? false };
      await save?.(values, { meta: before, onSuccess: () => saved(org.id, values), onError: failed });
    }
  };

  if (mode === 'edit' && options.error) return null; // shown in the modal's error bar, with Retry
  if (mode === 'edit' && (!options.data || detail.authType.isPending)) return <LinearProgress aria-label={translate('app.loading')} />;
  const defaults = mode === 'edit' ? editDefaults(options.data!, auth, org.organizationType) : childOrganizationDefaults;
  const record = { ...detail.record, organizationType: org.organizationType };
  const flagsLocked = mode === 'edit' && !can({ resource: 'organizations.parentFlags', action: 'edit', record });
  const typeChoices = allOrganizationTypes
    .filter((t) => can({ resource: `organizations.childTypes.${t}`, action: 'create', record }))
    .map((t) => ({ id: t, name: organizationTypeLabelKey[t] }));
  const parentName = mode === 'edit' ? (options.data?.parentOrganizationName ?? '') : org.name;
  return (
    <Box>
      <Form
        record={defaults}
        resolver={zodFormResolver<ChildOrganizationValues>(childFormSchema(mode, org.organizationType))}
        mode="onChange"
        onSubmit={(values: FieldValues) => submit(values as ChildOrganizationValues)}
      >
        <FormDraft id={mode === 'create' ? 'childOrganization' : 'organizationDetails'} />
        <ServerErrors error={saveError} mode={mode} onDismiss={() => setSaveError(null)} />
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
    </Box>
  );
}
