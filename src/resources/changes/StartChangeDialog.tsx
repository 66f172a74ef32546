import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AutocompleteInput, Form, SelectInput, TextInput, useDataProvider, useGetList, useInput, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { ErrorBarHost } from '../../components/errorBar';
import { useProfile } from '../../components/useProfile';
import { zodFormResolver } from '../../components/zodFormResolver';
import type { AppDataProvider } from '../../dataProvider';
import { useAvailableRoles } from '../../dataProvider/useAvailableRoles';
import { nameAt } from '../../dataProvider/associationsTree/packedTree';
import { planBodySchema, type ChangeAction, type ChangeTargets, type Plan } from '../../domain/changes';
import { addIssues, msg, REQUIRED_KEY } from '../../domain/validation/messages';
import type { Profile } from '../../domain/profile';
import type { OrganizationGroup } from '../../domain/schemas/group';
import { products } from '../../domain/schemas/subscription';
import type { OrganizationUser } from '../../domain/schemas/user';
import { userDisplayText } from '../../domain/userDisplayText';
import { useAssociations } from '../organizations/hierarchyQueries';
import { useOfferedActions } from './useOfferedActions';
import { ConfirmPlan } from './ConfirmPlan';
import { actionLabel } from './jobText';

/** What an entry point fixes: the targets (a group, rows, a subtree), and for Manage Users the action and the user. */
export interface StartChangePreset {
  action?: ChangeAction;
  userId?: string;
  /** The fixed user's name, shown instead of the user picker. */
  userName?: string;
}

export interface StartChangeDialogProps {
  /** The organizations, frozen by the preview; without them the dialog asks for a group or an organization with its descendants. */
  targets?: ChangeTargets;
  /** What the targets are, in words ("the 14 organizations of Contoso customers"). */
  targetsText?: string;
  preset?: StartChangePreset;
  onClose: () => void;
}

type TargetKind = 'group' | 'subtree';

/** The form's values: the action's params all at once, and the target chosen where the entry point fixed none. */
interface StartValues {
  action: ChangeAction | '';
  params: { userId: string; roleId: string; product: string };
  targets: ChangeTargets | null;
  pick: { kind: TargetKind; groupId: string; organizationId: string };
  reason: string;
}

const withRole = (a: unknown) => a === 'grantRole' || a === 'removeRole';

/** The form's values as POST /plans takes them: only the chosen action's params, the target picked, no empty reason. */
function planBody(raw: unknown) {
  const v = raw as StartValues;
  const params = withRole(v.action)
    ? { userId: v.params.userId, roleId: v.params.roleId }
    : v.action === 'addTrial'
      ? { product: v.params.product }
      : {};
  const targets =
    v.targets ??
    (v.pick.kind === 'group'
      ? { kind: 'group', groupId: v.pick.groupId === '' ? undefined : Number(v.pick.groupId) }
      : { kind: 'subtree', organizationId: v.pick.organizationId === '' ? undefined : Number(v.pick.organizationId) });
  return { action: v.action === '' ? undefined : v.action, params, targets, ...(v.reason.trim() ? { reason: v.reason } : {}) };
}

/** The fields the chosen action needs, by their form paths, that are still empty. */
function emptyFields(raw: unknown): string[] {
  const v = raw as StartValues;
  const needed = [
    ['action', v.action],
    ...(withRole(v.action) ? [['params.userId', v.params.userId] as const, ['params.roleId', v.params.roleId] as const] : []),
    ...(v.action === 'addTrial' ? [['params.product', v.params.product] as const] : []),
    ...(v.targets
      ? []
      : [v.pick.kind === 'group' ? (['pick.groupId', v.pick.groupId] as const) : (['pick.organizationId', v.pick.organizationId] as const)]),
  ] as const;
  return needed.filter(([, value]) => value === '').map(([path]) => path);
}

/**
 * The body's schema of src/domain checks the form (its field paths are the form's: params.userId,
 * targets.groupId …), after each empty field the action needs is named as required.
 */
const startSchema = z
  .any()
  .superRefine((raw, ctx) => {
    for (const path of emptyFields(raw)) addIssues(ctx, [msg(REQUIRED_KEY)], path.split('.'));
  })
  .pipe(z.preprocess(planBody, planBodySchema));
const resolver = zodFormResolver(startSchema);

/**
 * The start of a change job (docs/api.md "Change jobs"): a react-admin Form for the action and its
 * parameters (a user and a role to grant or remove, a service for a trial, nothing for a hold or a
 * release), and where the entry point fixed no organizations, a group or an organization with its
 * descendants. "Preview" asks the service for the plan, a dry run that writes nothing; the plan
 * then shows with its classes, rows, reasons and CSV, and the button that names what it does.
 */
export function StartChangeDialog({ targets, targetsText, preset, onClose }: StartChangeDialogProps) {
  const translate = useTranslate();
  const { profile } = useProfile();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [plan, setPlan] = useState<Plan | null>(null);
  const preview = useMutation({
    mutationFn: (body: z.infer<typeof planBodySchema>) => dataProvider.previewChange(body),
    meta: { errorKey: 'changes.error.preview' },
    onSuccess: setPlan,
  });
  const presetAction = preset?.action;
  const offered = useOfferedActions(presetAction);
  const defaults: StartValues = {
    action: offered.length === 1 ? offered[0] : '',
    params: { userId: preset?.userId ?? '', roleId: '', product: '' },
    targets: targets ?? null,
    pick: { kind: 'group', groupId: '', organizationId: '' },
    reason: '',
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={plan ? 'lg' : 'sm'} aria-labelledby="start-change-title">
      <DialogTitle id="start-change-title">{translate(plan ? 'changes.start.previewTitle' : 'changes.start.title')}</DialogTitle>
      <Box sx={{ px: 3 }}>
        {/* The preview's and the start's failures show here: the modal hides the page's bar. */}
        <ErrorBarHost />
      </Box>
      {plan && <ConfirmPlan plan={plan} onBack={() => setPlan(null)} onClose={onClose} />}
      {/* Kept while the plan shows, so that Back finds the form as it was left. */}
      <Box hidden={!!plan}>
        <Form
          defaultValues={defaults}
          resolver={resolver}
          onSubmit={(values: FieldValues) => preview.mutate(planBodySchema.parse(values))}
          noValidate
        >
          <DialogContent>
            {targetsText && <Typography sx={{ mb: 2 }}>{targetsText}</Typography>}
            {profile && <StartFields offered={offered} preset={preset} pickTargets={!targets} profile={profile} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('changes.start.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={preview.isPending || offered.length === 0}>
              {translate('changes.start.preview')}
            </Button>
          </DialogActions>
        </Form>
      </Box>
    </Dialog>
  );
}

function StartFields({
  offered,
  preset,
  pickTargets,
  profile,
}: {
  offered: ChangeAction[];
  preset?: StartChangePreset;
  pickTargets: boolean;
  profile: Profile;
}) {
  const translate = useTranslate();
  const action = useWatch<StartValues, 'action'>({ name: 'action' });
  const choices = offered.map((a) => ({ id: a, name: actionLabel(translate, a) }));
  return (
    <Stack spacing={1}>
      {offered.length === 0 && <Typography>{translate('changes.start.noActions')}</Typography>}
      <SelectInput source="action" label="changes.fields.action" choices={choices} disabled={offered.length < 2} />
      {withRole(action) &&
        (preset?.userId ? (
          <Typography>{translate('changes.start.forUser', { name: preset.userName ?? preset.userId })}</Typography>
        ) : (
          <UserInput profile={profile} />
        ))}
      {withRole(action) && <RoleInput />}
      {action === 'addTrial' && (
        <SelectInput source="params.product" label="changes.fields.product" choices={products.map((p) => ({ id: p, name: p }))} />
      )}
      {pickTargets && <TargetPicker profile={profile} />}
      <TextInput source="reason" label="changes.fields.reason" multiline minRows={2} helperText="changes.fields.reasonHelp" />
    </Stack>
  );
}

/** The user to grant or remove a role: the users of the signed-in user's own organization. */
function UserInput({ profile }: { profile: Profile }) {
  const users = useGetList<OrganizationUser & { organizationId: number }>('organizationUsers', {
    filter: { organizationId: profile.organizationId },
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'lastName', order: 'ASC' },
  });
  const choices = (users.data ?? []).map((u) => ({ id: u.id, name: `${userDisplayText(u)} (${u.email})` }));
  return <AutocompleteInput source="params.userId" label="changes.fields.user" choices={choices} isPending={users.isPending} emptyText="" />;
}

/** The role, among those that can be assigned. */
function RoleInput() {
  const roles = useAvailableRoles();
  const choices = (roles.data ?? []).filter((r) => r.isVisible).map((r) => ({ id: r.roleId, name: r.displayName }));
  // No loading state of react-admin's SelectInput: its placeholder hands MUI a prop it refuses (InputProps).
  return <SelectInput source="params.roleId" label="changes.fields.role" choices={choices} />;
}

/** A group of the user's organization, or an organization of the tree with everything below it. */
function TargetPicker({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'pick.kind' });
  const { setValue } = useFormContext<StartValues>();
  const { errors } = useFormState<StartValues>();
  const kind = field.value as TargetKind;
  const groups = useGetList<OrganizationGroup>(
    'groups',
    { pagination: { page: 1, perPage: 100_000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: kind === 'group' },
  );
  const associations = useAssociations(profile);
  const tree = associations.data?.tree;
  const organizations = useMemo(
    () => (tree ? Array.from({ length: tree.count }, (_, i) => ({ id: String(tree.ids[i]), name: nameAt(tree, i) })) : []),
    [tree],
  );
  const targetError = errors.targets ? translate('changes.start.pickTarget') : undefined;
  return (
    <FormControl error={!!targetError}>
      <FormLabel id="change-target-label">{translate('changes.fields.targets')}</FormLabel>
      <RadioGroup
        aria-labelledby="change-target-label"
        value={kind}
        onChange={(e) => {
          field.onChange(e.target.value);
          setValue('pick.groupId', '');
          setValue('pick.organizationId', '');
        }}
      >
        <FormControlLabel value="group" control={<Radio />} label={translate('changes.fields.targetGroup')} />
        <FormControlLabel value="subtree" control={<Radio />} label={translate('changes.fields.targetSubtree')} />
      </RadioGroup>
      {kind === 'group' ? (
        <SelectInput
          source="pick.groupId"
          label="changes.fields.group"
          choices={(groups.data ?? []).map((g) => ({ id: String(g.id), name: g.name }))}
        />
      ) : (
        <AutocompleteInput
          source="pick.organizationId"
          label="changes.fields.organization"
          choices={organizations}
          isPending={associations.isPending}
          emptyText=""
        />
      )}
      {targetError && <FormHelperText>{targetError}</FormHelperText>}
    </FormControl>
  );
}
