import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AutocompleteInput, Form, TextInput, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { zodFormResolver } from '../../components/zodFormResolver';
import { errorDetail, isApiError, type AppDataProvider } from '../../dataProvider';
import type { CardToken } from '../../domain/schemas/card';
import { cardFormSchema, type CardFormValues } from '../../domain/validation/card';
import { countryOptions } from './countries';
import { PageSection } from '../../components/PageSection';

const emptyCard: CardFormValues = { name: '', address1: '', address2: '', postcode: '', countryCode: '', number: '', expiry: '', cvc: '' };
const resolver = zodFormResolver(cardFormSchema());

/**
 * Update Card Details (doc 001 §2.5, §7): billing name and address, country, card number, expiry
 * and CVC. The card number (Luhn), expiry and CVC are checked here before anything is sent; the
 * card then goes only to the card provider's token call (config.emulated.cardProvider, with the
 * publishable key), never to the product's own services. The provider's answer is said plainly.
 */
const isRefusal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500 && !!error.serverMessage;

export function CardDetailsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [formKey, setFormKey] = useState(0);
  const [kept, setKept] = useState<CardFormValues>(emptyCard);
  const tokenize = useMutation({
    mutationFn: (v: CardFormValues) => dataProvider.createCardToken(v),
    // A refusal of the card (4xx with the provider's message) shows beside the form; anything else in the bar.
    meta: { errorKey: 'cardDetails.error', shownByScreen: isRefusal },
    // The card number and CVC are not kept on screen once the provider has them.
    onSuccess: (_t, v) => {
      setKept({ ...v, number: '', expiry: '', cvc: '' });
      setFormKey((k) => k + 1);
    },
  });
  const refused = isRefusal(tokenize.error);
  return (
    <PageSection
      titleId="card-details-title"
      title={translate('cardDetails.title')}
      description={translate('cardDetails.description')}
      sx={{ maxWidth: 720 }}
    >
      {tokenize.isSuccess && <TokenAccepted token={tokenize.data} onClose={() => tokenize.reset()} />}
      {refused && (
        <Alert severity="error" role="alert" onClose={() => tokenize.reset()} sx={{ mb: 2 }}>
          {translate('cardDetails.refused', { message: errorDetail(translate, tokenize.error) })}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Form
            key={formKey}
            defaultValues={kept}
            resolver={resolver}
            onSubmit={(v: Record<string, unknown>) => tokenize.mutate(v as unknown as CardFormValues)}
          >
            <Typography component="h2" variant="h6">
              {translate('cardDetails.billingHeading')}
            </Typography>
            <TextInput source="name" label="cardDetails.fields.name" autoComplete="cc-name" />
            <TextInput source="address1" label="cardDetails.fields.address1" autoComplete="address-line1" />
            <TextInput source="address2" label="cardDetails.fields.address2" autoComplete="address-line2" />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput source="postcode" label="cardDetails.fields.postcode" autoComplete="postal-code" />
              <AutocompleteInput source="countryCode" label="cardDetails.fields.country" choices={countries} emptyText="" />
            </Stack>
            <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
              {translate('cardDetails.cardHeading')}
            </Typography>
            <TextInput
              source="number"
              isRequired
              label="cardDetails.fields.number"
              autoComplete="cc-number"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput
                source="expiry"
                isRequired
                label="cardDetails.fields.expiry"
                helperText="cardDetails.fields.expiryHelp"
                autoComplete="cc-exp"
              />
              <TextInput
                source="cvc"
                isRequired
                label="cardDetails.fields.cvc"
                autoComplete="cc-csc"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Stack>
            <Button type="submit" variant="contained" disabled={tokenize.isPending}>
              {tokenize.isPending ? translate('cardDetails.submitting') : translate('cardDetails.submit')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </PageSection>
  );
}

function TokenAccepted({ token, onClose }: { token: CardToken; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Alert severity="success" onClose={onClose} sx={{ mb: 2 }}>
      {translate('cardDetails.accepted', { brand: token.card.brand, last4: token.card.last4, token: token.id })}
    </Alert>
  );
}

export default CardDetailsPage;
