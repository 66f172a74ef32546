import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ServiceLocation } from '../../domain/schemas/organization';
import { serviceTag, type ServiceTag } from '../../domain/status/provisioning';

const chipColour: Record<ServiceTag['colour'], 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  green: 'success',
  red: 'error',
  yellow: 'warning',
  blue: 'info',
  grey: 'default',
};

/** The service names of the locations, each once, in order. */
export function serviceNames(locations: readonly ServiceLocation[]): string[] {
  return [...new Set(locations.flatMap((l) => l.endpoints.map((e) => e.endpointName)))];
}

const isTagged = (s: { name: string; tag: ServiceTag | null }): s is { name: string; tag: ServiceTag } => s.tag !== null;

export interface ServiceTagInput {
  name: string;
  subscriptionActive?: boolean;
  provisioningStatus?: number | null;
  /** A tag decided elsewhere (the DPC tag follows the DPC overall status). */
  tag?: ServiceTag | null;
}

/**
 * Doc 000 §4 "Service tag on the overview": one tag per service, coloured by the domain rule; a
 * failed service shows the 'contact support' hint.
 */
export function ServiceTags({ services }: { services: ServiceTagInput[] }) {
  const translate = useTranslate();
  const tagged = services
    .map((s) => ({ name: s.name, tag: s.tag !== undefined ? s.tag : serviceTag({ ...s, endpointProvisioned: true }) }))
    .filter(isTagged);
  if (!tagged.length) return <Typography color="text.secondary">{translate('hierarchy.overview.noServices')}</Typography>;
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {tagged.map(({ name, tag }) => (
        <li key={name}>
          <Chip
            color={chipColour[tag.colour]}
            variant={tag.colour === 'yellow' ? 'outlined' : 'filled'}
            label={`${name}: ${translate(tag.labelKey)}`}
          />
          {tag.hintKey && (
            <Typography variant="caption" color="error" component="div">
              {translate(tag.hintKey)}
            </Typography>
          )}
        </li>
      ))}
    </Stack>
  );
}
