import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DpcProvisioningStatus } from '../../domain/schemas/dpc';
import { provisioningComponentStatus } from '../../domain/status/provisioning';

const components = ['resourceGroupStatus', 'fabricApplicationStatus', 'endpointLocationStatus', 'databaseUpdateStatus'] as const;

/** The followed provisioning: the in-progress message, a bar of completed components, each component's state. */
export function DpcProgress({ status }: { status: DpcProvisioningStatus }) {
  const translate = useTranslate();
  const overall = provisioningComponentStatus(status.overallStatus);
  const done = components.filter((c) => {
    return provisioningComponentStatus(status[c]) === 'success';
  }).length;
  return (
    <Box>
      {overall === 'inProgress' && <Alert severity="info">{translate('dpcProvisioning.form.inProgress')}</Alert>}
      {overall === 'success' && <Alert severity="success">{translate('dpcProvisioning.form.succeeded')}</Alert>}
      {overall === 'failed' && <Alert severity="error">{translate('dpcProvisioning.form.failed')}</Alert>}
      <LinearProgress
        variant="determinate"
        value={(done / components.length) * 100}
        aria-label={translate('dpcProvisioning.form.progressLabel')}
        sx={{ my: 2 }}
      />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0 }}>
        {[...components, 'overallStatus' as const].map((c) => (
          <Typography key={c} component="div" sx={{ display: 'contents' }}>
            <dt>{translate(`dpcProvisioning.component.${c}`)}</dt>
            <dd style={{ margin: 0 }}>{translate(`dpcProvisioning.componentStatus.${provisioningComponentStatus(status[c])}`)}</dd>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
