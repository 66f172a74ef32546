import { Box, Button, Checkbox, CircularProgress, Drawer, FormControlLabel, IconButton, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Form, useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import { useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useReportError } from '../../components/errorBar';
import { useUnsavedInputGuard } from '../../components/unsavedInput';
import { errorDetail, type AppDataProvider } from '../../dataProvider';
import type { OrganizationGroup } from '../../domain/schemas/group';
import { addOrganizationsSchema, type AddOrganizationsValues } from '../../domain/validation/groups';
import { zodFormResolver } from '../../components/zodFormResolver';
import { FormDraft } from '../../components/drafts';
import { VirtualRows } from './VirtualRows';

const resolver = zodFormResolver(addOrganizationsSchema);
const nonePicked: AddOrganizationsValues = { organizations: [] };

const PICK_ROW_HEIGHT = 42;

export interface AddOrganizationsPanelProps {
  group: OrganizationGroup;
  /** The organizations the user may view (the picker's choices), by name. */
  organizations: readonly { id: number; name: string }[];
}

/**
 * The add-organizations panel over /groups/{groupId}/add-organizations (doc 001 §2.1, §4): pick
 * organizations (search by name), then Select adds them, one call per organization, run together;
 * while they run the button is disabled and a progress indicator shows; afterwards, success or
 * failure, the panel closes and the URL returns to /groups/{groupId}. Each failure shows in the
 * error bar naming its organization, with the server's message. The ticked organizations are a
 * react-admin <Form>'s value; the drawer is a portal, so Select names the form by its id.
 */
export function AddOrganizationsPanel({ group, organizations }: AddOrganizationsPanelProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const report = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const formId = useId();
  const close = () => navigate(`/groups/${group.id}`);

  // Each failure goes to the bar naming its organization: the calls answer no field of the form.
  const select = async (values: FieldValues) => {
    const ids = [...(values as AddOrganizationsValues).organizations];
    const results = await Promise.allSettled(ids.map((id) => dataProvider.addOrganizationToGroup(group.id, id)));
    const nameOf = new Map(organizations.map((o) => [o.id, o.name]));
    results.forEach((r, i) => {
      if (r.status === 'rejected') {
        const name = nameOf.get(ids[i]) ?? String(ids[i]);
        report(
          new Error(translate('groups.error.addFailure', { organization: name, message: errorDetail(translate, r.reason) })),
          'groups.error.addOrganization',
        );
      }
    });
    if (results.every((r) => r.status === 'fulfilled')) notify('groups.added', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['groups'] });
    close();
  };

  return (
    <Form id={formId} defaultValues={nonePicked} resolver={resolver} noValidate onSubmit={select}>
      <FormDraft id="addOrganizations" />
      <PickerDrawer formId={formId} group={group} organizations={organizations} onClose={close} />
    </Form>
  );
}

interface PickerDrawerProps extends AddOrganizationsPanelProps {
  formId: string;
  onClose: () => void;
}

function PickerDrawer({ formId, group, organizations, onClose: close }: PickerDrawerProps) {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const { field } = useInput({ source: 'organizations' });
  const watched = useWatch({ name: 'organizations' }) as number[] | undefined;
  const picked = useMemo(() => new Set(watched ?? []), [watched]);
  // The adds run while the form is submitting.
  const { isSubmitting: running } = useFormState();
  const members = useMemo(() => new Set(group.organizations), [group.organizations]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? organizations.filter((o) => o.name.toLowerCase().includes(q)) : organizations;
  }, [organizations, query]);
  // Ticked organizations are unsaved input; the search box is not.
  const guard = useUnsavedInputGuard(close, { dirty: picked.size > 0 && !running });
  const toggle = (id: number, on: boolean) => {
    const next = (watched ?? []).filter((p) => p !== id);
    field.onChange(on ? [...next, id] : next);
  };

  const title = translate('groups.picker.title', { name: group.name });
  return (
    <>
      <Drawer
        anchor="right"
        open
        onClose={running ? undefined : guard.requestClose}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, role: 'dialog', 'aria-label': title } as object }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', p: 2, gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography component="h2" variant="h6">
              {title}
            </Typography>
            <IconButton aria-label={translate('groups.actions.close')} onClick={guard.requestClose} disabled={running}>
              <CloseIcon />
            </IconButton>
          </Box>
          <TextField type="search" size="small" label={translate('groups.picker.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
          {shown.length === 0 && <Typography role="status">{translate('groups.picker.none')}</Typography>}
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <VirtualRows
              count={shown.length}
              rowHeight={PICK_ROW_HEIGHT}
              height="100%"
              label={translate('groups.picker.search')}
              rowKey={(i) => shown[i].id}
              renderRow={(i) => {
                const o = shown[i];
                const member = members.has(o.id);
                return (
                  <FormControlLabel
                    sx={{ height: PICK_ROW_HEIGHT, m: 0, width: '100%' }}
                    control={
                      <Checkbox
                        size="small"
                        checked={member || picked.has(o.id)}
                        disabled={member || running}
                        onChange={(e) => toggle(o.id, e.target.checked)}
                      />
                    }
                    label={member ? `${o.name} (${translate('groups.picker.alreadyMember')})` : o.name}
                  />
                );
              }}
            />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}>
            {running && <CircularProgress size={24} aria-label={translate('groups.picker.adding')} />}
            <Typography color="text.secondary">{translate('groups.picker.selected', { count: picked.size })}</Typography>
            <Button type="submit" form={formId} variant="contained" disabled={running || picked.size === 0}>
              {translate('groups.actions.select')}
            </Button>
          </Box>
        </Box>
      </Drawer>
      {guard.confirmation}
    </>
  );
}
