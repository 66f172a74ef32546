import { Chip, Stack, Typography } from '@mui/material';
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
    <Stack component="dl" aria-label={translate('dataCollection.componentsLabel')} spacing={0.5} sx={{ m: 0 }}>
      {components.map(([key, field]) => {
        const s = provisioningComponentStatus(status[field]);
        return (
          <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="dt" sx={{ minWidth: 160 }}>
              {translate(`dataCollection.component.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <Chip size="small" color={colour[s]} label={translate(provisioningComponentStatusKey(s))} />
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
