import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { writeEmotionStyles } from '../../../tests/setup/emotionStyles';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { FreshnessDate } from './FreshnessDate';

// It reads computed positions and sizes: emotion writes MUI's styles for this file.
writeEmotionStyles();

const now = new Date('2026-11-25T12:00:00Z');
const show = async (value: string) => {
  const i18nProvider = await createI18nProvider();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <FreshnessDate value={value} text="the date" now={now} />
    </AdminContext>,
  );
};

describe('FreshnessDate (doc 001 §4 freshness colours)', () => {
  it('data over 6 days old is red and says so to screen readers in a 1-pixel hidden text', async () => {
    await show('2026-11-18T11:00:00Z');
    const hint = screen.getByText('(data older than 6 days)', { exact: false });
    expect(hint.closest('[data-freshness]')).toHaveAttribute('data-freshness', 'red');
    // MUI reads a width of 1 as 100 %: in Chromium the hidden text then stretched the page to twice its width.
    const style = getComputedStyle(hint);
    expect([style.position, style.width, style.height, style.overflow]).toEqual(['absolute', '1px', '1px', 'hidden']);
    // Its containing block is the date, not the page (inside a table that scrolls sideways it stays clipped).
    expect(getComputedStyle(hint.parentElement!).position).toBe('relative');
  });

  it('3 to 6 days is yellow', async () => {
    await show('2026-11-21T12:00:00Z');
    expect(screen.getByText('(data 3 to 6 days old)', { exact: false }).closest('[data-freshness]')).toHaveAttribute('data-freshness', 'yellow');
  });

  it('under 3 days is neutral, with no hint', async () => {
    await show('2026-11-24T12:00:00Z');
    expect(screen.getByText('the date')).toHaveAttribute('data-freshness', 'neutral');
    expect(screen.queryByText(/days/)).not.toBeInTheDocument();
  });
});
