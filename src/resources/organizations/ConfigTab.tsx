import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EditBase, Form, NumberInput, SaveButton, SelectInput, TextInput, useRecordContext, useSaveContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { FormDraft } from '../../components/drafts';
import { zodFormResolver } from '../../components/zodFormResolver';
import { OrganizationType } from '../../domain/organizationTypes';
import { useAccess } from '../../components/useAccess';
import type { Organization } from '../../domain/schemas/organization';
import { organizationStatusLabelKey, paymentTypeLabelKey } from '../../domain/status/organization';
import { updateOrganization } from './associationsCache';
import { CheckboxInput } from '../../components/CheckboxInput';
import { organizationReadOptions, organizationRecordKey, patchAssociationsTrees } from './hierarchyQueries';
import { useHierarchyMessages } from '../../components/hierarchy/HierarchyMessages';
import { configFormSchema, configFormValues, configPatchBody, type ConfigFormValues } from './configForm';

const paymentChoices = Object.entries(paymentTypeLabelKey).map(([id, name]) => ({ id: Number(id), name }));
const statusChoices = Object.entries(organizationStatusLabelKey).map(([id, name]) => ({ id: Number(id), name }));

/** The save's data-provider meta: the PATCH …/ium of doc 000 §4, and its friendly failure text. */
const configSave = { config: true, errorKey: 'organization.error.updateFailed' };

/**
 * Doc 000 §2 "Config" and §4 "Config edit": the parent-visibility checkboxes and the billing fields;
 * read view, then Edit, then Save (enabled only when something changed) or Cancel. Only a TMS admin
 * edits; a TMS viewer reads the billing fields; others read the flags only (canAccess on
 * `organizations.config` and its fields, e.g. `organizations.config.paymentType`).
 * The organization is the record of react-admin's <EditBase> (the panel's own read, shared); its
 * failures show in the one error bar, its success in the panel's message bar, so the view's
 * notifications and redirects are off.
 */
export function ConfigTab({ organization: org }: { organization: Organization }) {
  const translate = useTranslate();
  return (
    <EditBase<Organization>
      resource="organizations"
      id={org.id}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      queryOptions={{ ...organizationReadOptions, onError: () => undefined }}
      // The view's meta is the read's (react-admin asks them to match); the save passes its own (configSave).
      mutationOptions={{ meta: organizationReadOptions.meta, onSuccess: () => undefined, onError: () => undefined }}
      loading={<LinearProgress aria-label={translate('app.loading')} />}
      error={null}
    >
      <ConfigForm />
    </EditBase>
  );
}

function ConfigForm() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { show } = useHierarchyMessages();
  const org = useRecordContext<Organization>()!;
  const { save, saving } = useSaveContext();
  const [editing, setEditing] = useState(false);
  const { can } = useAccess();
  const editable = can({ resource: 'organizations.config', action: 'edit' });
  const isRoot = org.organizationType === OrganizationType.Root;
  const saved = (values: ConfigFormValues) => {
    setEditing(false);
    patchAssociationsTrees(queryClient, (answer) =>
      updateOrganization(answer, org.id, { parentCanView: values.parentCanView, parentCanManage: values.parentCanManage }),
    );
    show({ key: 'config', orgId: org.id, severity: 'success', text: translate('organization.success.detailsUpdated') });
  };
  // Only what changed is sent (configPatchBody); nothing changed (a text typed back) is saved without a call.
  const submit = (values: ConfigFormValues) => {
    const body = configPatchBody(org, values);
    if (!body) return saved(values);
    return save?.(body as Partial<Organization>, {
      meta: configSave,
      onSuccess: (answer: Organization) => {
        // The handler read the organization back: the panel's read (this record) holds it now.
        queryClient.setQueryData(organizationRecordKey(org.id), answer);
        saved(values);
      },
    });
  };
  const locked = !editing || !!saving;
  const showBilling = can({ resource: 'organizations.config.paymentType', action: 'show' });
  return (
    <Box>
      <Form
        record={configFormValues(org)}
        resolver={zodFormResolver<ConfigFormValues>(configFormSchema)}
        mode="onChange"
        onSubmit={(values: FieldValues) => submit(values as ConfigFormValues)}
      >
        {editable && <FormDraft id="config" onRestore={() => setEditing(true)} />}
        <Typography component="h3" variant="subtitle1">
          {translate('hierarchy.config.parentFlags')}
        </Typography>
        {isRoot && <Typography color="text.secondary">{translate('hierarchy.config.rootFlags')}</Typography>}
        <Stack direction="row" sx={{ flexWrap: 'wrap', mb: 2 }}>
          <CheckboxInput source="parentCanView" label="hierarchy.config.parentCanView" disabled={locked || isRoot} />
          <CheckboxInput source="parentCanManage" label="hierarchy.config.parentCanManage" disabled={locked || isRoot} />
        </Stack>
        {showBilling && (
          <>
            <Typography component="h3" variant="subtitle1">
              {translate('hierarchy.config.billing')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
              <SelectInput
                source="paymentType"
                label="hierarchy.config.paymentType"
                choices={paymentChoices}
                isRequired
                readOnly={locked}
                helperText={false}
              />
              <TextInput source="externalBillingId" label="hierarchy.config.externalBillingId" readOnly={locked} helperText={false} />
              <NumberInput source="whitelabelId" label="hierarchy.config.whitelabelId" readOnly={locked} helperText={false} />
              <TextInput source="customerReference" label="hierarchy.config.customerReference" readOnly={locked} helperText={false} />
              <SelectInput source="status" label="hierarchy.config.status" choices={statusChoices} isRequired readOnly={locked} helperText={false} />
            </Box>
          </>
        )}
        {editable ? (
          <ConfigButtons editing={editing} saving={!!saving} onEdit={() => setEditing(true)} onCancel={() => setEditing(false)} />
        ) : (
          <Typography color="text.secondary">{translate('hierarchy.config.readOnly')}</Typography>
        )}
      </Form>
    </Box>
  );
}

function ConfigButtons({ editing, saving, onEdit, onCancel }: { editing: boolean; saving: boolean; onEdit: () => void; onCancel: () => void }) {
  const translate = useTranslate();
  const { reset } = useFormContext();
  if (!editing) {
    return (
      <Button variant="contained" onClick={onEdit}>
        {translate('ra.action.edit')}
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={1}>
      <SaveButton label="ra.action.save" disabled={saving ? true : undefined} />
      <Button
        disabled={saving}
        onClick={() => {
          reset();
          onCancel();
        }}
      >
        {translate('ra.action.cancel')}
      </Button>
    </Stack>
  );
}
