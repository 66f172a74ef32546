import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { DataCollectionStatus } from '../../../dataProvider/dataCollectionMethods';
import { holdToSend, isDataCollectionEnabled, isDataCollectionToggleDisabled } from '../../../domain/status/provisioning';
import { useHierarchyMessages } from '../../../components/hierarchy/HierarchyMessages';
import { ComponentStatuses } from '../../../components/dataCollection/ComponentStatuses';
import { dataCollectionKeys } from './dataCollectionQueries';

export interface ProvisionedViewProps {
  orgId: number;
  orgName: string;
  status: DataCollectionStatus;
  canManage: boolean;
  canDeprovision: boolean;
  /** The demo status when known (doc 000 §4: the toggle is disabled while In Progress or Yes). */
  demoStatus?: number | null;
}

/** Doc 000 §4: the provisioned view — components, the data-collection toggle and deprovision. */
export function ProvisionedView({ orgId, orgName, status, canManage, canDeprovision, demoStatus }: ProvisionedViewProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { show } = useHierarchyMessages();
  const [asking, setAsking] = useState<'hold' | 'deprovision' | null>(null);
  const enabled = isDataCollectionEnabled(status);

  // Doc 000 §4: flips to the opposite of the current state, and changes only on HTTP 200.
  const hold = useMutation({
    mutationFn: () => dataProvider.setDataCollectionHold(orgId, holdToSend(status)),
    meta: { errorKey: 'dataCollection.error.failedToSetHold', retryable: true },
    onSuccess: (answer) => queryClient.setQueryData(dataCollectionKeys.status(orgId), { ...answer, presetRegion: status.presetRegion }),
  });
  const deprovision = useMutation({
    mutationFn: () => dataProvider.deprovisionDataCollection(orgId),
    meta: { errorKey: 'dataCollection.error.failedToDeprovision', retryable: true },
    onSuccess: async () => {
      show({
        key: 'dataCollection',
        orgId,
        severity: 'success',
        text: `${translate('dataCollection.deprovisioned')} ${translate('dataCollection.deletionNote')}`,
      });
      await queryClient.invalidateQueries({ queryKey: dataCollectionKeys.status(orgId) });
    },
  });
  const toggleDisabled = !canManage || hold.isPending || isDataCollectionToggleDisabled(demoStatus);
  const confirm = () => {
    const which = asking;
    setAsking(null);
    if (which === 'hold') hold.mutate();
    if (which === 'deprovision') deprovision.mutate();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ComponentStatuses status={status} />
      <Box>
        <FormControlLabel
          control={<Switch checked={enabled} disabled={toggleDisabled} onChange={() => setAsking('hold')} />}
          label={translate('dataCollection.toggle')}
        />
        {isDataCollectionToggleDisabled(demoStatus) && (
          <Typography variant="body2" color="text.secondary">
            {translate('dataCollection.toggleDisabledDemo')}
          </Typography>
        )}
      </Box>
      {canDeprovision && (
        <Box>
          <Button color="error" variant="outlined" disabled={deprovision.isPending} onClick={() => setAsking('deprovision')}>
            {translate('dataCollection.deprovision')}
          </Button>
        </Box>
      )}
      <Confirm
        isOpen={asking !== null}
        title={
          asking === 'deprovision'
            ? 'dataCollection.confirmDeprovisionTitle'
            : enabled
              ? 'dataCollection.confirmDisableTitle'
              : 'dataCollection.confirmEnableTitle'
        }
        content={
          asking === 'deprovision' ? 'dataCollection.confirmDeprovision' : enabled ? 'dataCollection.confirmDisable' : 'dataCollection.confirmEnable'
        }
        translateOptions={{ orgName }}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
