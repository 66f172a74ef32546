import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profiles } from '../../../tests/domain/profiles';
import { requests } from '../../../tests/msw/recorder';
import { renderScreen } from '../../../tests/setup/renderScreen';
import type { Profile } from '../../domain/profile';
import CardDetailsPage from './CardDetailsPage';

/** The page as <App> mounts it at /card-details (behind its access check). */
const open = (profile: Profile = profiles.tenantSysadmin()) =>
  renderScreen(<CardDetailsPage />, { profile, path: '/card-details', route: '/card-details', access: 'cardDetails' });
const input = (label: RegExp) => screen.getByRole('textbox', { name: label });
const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

async function fillCard(number: string, expiry = `08/${nextYear}`, cvc = '123') {
  await userEvent.type(input(/^Card number/), number);
  await userEvent.type(input(/^Expiry/), expiry);
  await userEvent.type(input(/^CVC/), cvc);
}
const cardCalls = () => requests.all().filter((r) => r.method !== 'GET');

describe('Update Card Details (/card-details)', () => {
  it('shows the billing fields, a country list and the card fields', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Card Details' })).toBeInTheDocument();
    for (const label of [/^Billing name/, /^Address line 1/, /^Address line 2/, /^Postcode/, /^Card number/, /^Expiry/, /^CVC/]) {
      expect(input(label)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'United King');
    expect(await screen.findByRole('option', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('refuses a card number with a bad checksum before anything is sent', async () => {
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Update Card Details' });
    await fillCard('4242 4242 4242 4241');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This card number is not valid. Check the digits and try again.')).toBeInTheDocument();
    expect(cardCalls()).toHaveLength(0);
  });

  it('refuses a past expiry, an impossible month and a short CVC before anything is sent', async () => {
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Update Card Details' });
    await fillCard('4242424242424242', '01/20', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This card has expired. Use a card that is still valid.')).toBeInTheDocument();
    expect(screen.getByText('The CVC is the 3 or 4 digits on the card.')).toBeInTheDocument();
    await userEvent.clear(input(/^Expiry/));
    await userEvent.type(input(/^Expiry/), `13/${nextYear}`);
    expect(await screen.findByText('The expiry month must be from 01 to 12.')).toBeInTheDocument();
    expect(cardCalls()).toHaveLength(0);
  });

  it("sends the card only to the provider's token call, with the publishable key, and says it was accepted", async () => {
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Update Card Details' });
    await userEvent.type(input(/^Billing name/), 'Alex Morgan');
    await userEvent.type(input(/^Address line 1/), '1 High Street');
    await userEvent.type(input(/^Address line 2/), 'Reading');
    await userEvent.type(input(/^Postcode/), 'RG1 1AA');
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'United King');
    await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The card provider accepted the card (Visa ending 4242; token tok_test_1A2b3C).')).toBeInTheDocument();
    const calls = cardCalls();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /emulated/card/v1/tokens']);
    expect(calls[0].authorization).toBe('Bearer pk_test_sandbox');
    expect(Object.fromEntries(new URLSearchParams(calls[0].body))).toEqual({
      'card[number]': '4242424242424242',
      'card[exp_month]': '8',
      'card[exp_year]': `20${nextYear}`,
      'card[cvc]': '123',
      'card[name]': 'Alex Morgan',
      'card[address_line1]': '1 High Street',
      'card[address_city]': 'Reading',
      'card[address_country]': 'GB',
      'card[address_zip]': 'RG1 1AA',
    });
    const others = requests.all().filter((r) => !r.path.startsWith('/emulated/'));
    expect(others.filter((r) => r.method !== 'GET' || r.url.includes('4242'))).toEqual([]);
    expect(input(/^Card number/)).toHaveValue('');
    expect(input(/^Billing name/)).toHaveValue('Alex Morgan');
  });

  it('says plainly when the provider refuses the card, and keeps the form', async () => {
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Update Card Details' });
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The card provider refused the card: Your card was declined.');
    expect(input(/^Card number/)).toHaveValue('4000 0000 0000 0002');
    await userEvent.click(within(alert).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is refused to roles without the page', async () => {
    await open(profiles.tmsAdmin());
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
  });
});
