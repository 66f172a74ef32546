import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { freshnessColour } from '../../domain/status/tenantStatus';
import { visuallyHidden } from '../visuallyHidden';

/**
 * The colours of an aged date: dark text on a tinted background, both tones keeping a 4.5:1 contrast
 * in the light and dark themes. The dashboard's freshness bars are drawn in the same colours.
 */
export const freshnessTones = {
  red: { bgcolor: '#fde7e9', color: '#8a1c1c' },
  yellow: { bgcolor: '#fff4ce', color: '#5c4400' },
} as const;

/**
 * Doc 001 §4 "Data freshness colour of Data As Of: older than 6 days red, 3 to 6 days yellow, under
 * 3 days neutral" (the rule is src/domain freshnessColour). Used wherever a data date is shown: the
 * tenant status table and the hierarchy's job panel. The colour is not the only sign: an aged date
 * carries its meaning as text for screen readers and as a tooltip.
 */
export function FreshnessDate({ value, text, now = new Date() }: { value: string | null | undefined; text: string; now?: Date }) {
  const translate = useTranslate();
  const colour = freshnessColour(value, now);
  if (colour === 'neutral') return <span data-freshness="neutral">{text}</span>;
  const hint = translate(`tenantOverview.freshness.${colour}`);
  const sx = freshnessTones[colour];
  return (
    // position: relative keeps the hidden hint inside the date: placed against the page, it widened the page
    // whenever the date sat past the window's edge in a table that scrolls sideways.
    <Box
      component="span"
      data-freshness={colour}
      title={hint}
      sx={{ ...sx, position: 'relative', px: 0.75, py: 0.25, borderRadius: 1, fontWeight: 600 }}
    >
      {text}
      <Box component="span" sx={visuallyHidden}>{` (${hint})`}</Box>
    </Box>
  );
}
