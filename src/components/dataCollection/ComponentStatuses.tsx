import { Box, Chip, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { SignupStatus } from '../../domain/schemas/dataCollection';
import { provisioningComponentStatus, provisioningComponentStatusKey } from '../../domain/status/provisioning';

const components = [
  ['resourceGroup', 'resourceGroupStatus'],
  ['databaseUpdate', 'databaseUpdateStatus'],
  ['fabricApplication', 'fabricApplicationStatus'],
  ['endpointLocation', 'endpointLocationStatus'],
  ['overall', 'overallStatus'],
] as const;

const colour = { success: 'success', failed: 'error', inProgress: 'info', unknown: 'default' } as const;

/** Doc 000 §4: each provisioning component with the Success/Failed/InProgress mapping (else unknown). */
export function ComponentStatuses({ status }: { status: SignupStatus }) {
  const translate = useTranslate();
  return (
    // A grid: the chips line up after the longest name in any language ("Datenbankaktualisierung").
    <Box
      component="dl"
      aria-label={translate('dataCollection.componentsLabel')}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(160px, max-content) max-content', columnGap: 1, rowGap: 0.5, alignItems: 'center' }}
    >
      {components.map(([key, field]) => {
        const s = provisioningComponentStatus(status[field]);
        return (
          <Fragment key={key}>
            <Typography component="dt">{translate(`dataCollection.component.${key}`)}</Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <Chip size="small" color={colour[s]} label={translate(provisioningComponentStatusKey(s))} />
            </Typography>
          </Fragment>
        );
      })}
    </Box>
  );
}
