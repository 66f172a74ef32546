import { Alert, Box, Button, Checkbox, FormControlLabel } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, useDataProvider, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TermsLinks } from '../../../components/terms/TermsLinks';
import type { AppDataProvider } from '../../../dataProvider';
import { zodFormResolver } from '../../../components/zodFormResolver';
import { FormDraft } from '../../../components/drafts';
import { termsAcceptanceSchema, type TermsAcceptanceValues } from '../../../domain/validation/terms';
import { setupKeys } from '../useSetupProgress';

const resolver = zodFormResolver(termsAcceptanceSchema);
const unticked: TermsAcceptanceValues = { accepted: false };

/** Doc 002 §9: "follow-up 2500 ms after terms confirmation". */
export const TERMS_FOLLOW_UP_MS = 2500;

/**
 * The terms inline in the wizard (the terms dialog's texts and links; a dialog over the panel would
 * be a modal on a modal): the four links, the box to tick, Agree. `enabled` is false until the
 * organization's reporting service, where the acceptance is recorded, exists (provisioned).
 */
export function TermsAcceptance({ orgId, accepted, enabled }: { orgId: number; accepted: boolean; enabled: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => dataProvider.acceptPolicies(orgId),
    meta: { errorKey: 'terms.acceptFailed', retryable: true },
    onSuccess: () => {
      queryClient.setQueryData(setupKeys.policies(orgId), true);
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: setupKeys.policies(orgId) }), TERMS_FOLLOW_UP_MS);
    },
  });
  if (accepted) return <Alert severity="success">{translate('setupWizard.terms.accepted')}</Alert>;
  // Recording the acceptance takes no fields: a failure shows in the bar, and the box stays ticked.
  return (
    <Form defaultValues={unticked} resolver={resolver} noValidate onSubmit={() => accept.mutate()}>
      <FormDraft id="acceptTerms" />
      <TermsLinks />
      <AcceptBox enabled={enabled} />
      <Box>
        <AgreeButton disabled={!enabled || accept.isPending} />
      </Box>
    </Form>
  );
}

/** The box to tick; it carries no name, a draft knows it by its label. */
function AcceptBox({ enabled }: { enabled: boolean }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'accepted' });
  return (
    <FormControlLabel
      control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} disabled={!enabled} />}
      label={translate('terms.accept')}
    />
  );
}

function AgreeButton({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const ticked = useWatch<TermsAcceptanceValues, 'accepted'>({ name: 'accepted' });
  return (
    <Button type="submit" variant="contained" disabled={!ticked || disabled}>
      {translate('terms.agree')}
    </Button>
  );
}
