import { Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, ListContextProvider, useList, useTranslate } from 'react-admin';
import type { ServiceLocation } from '../../domain/schemas/organization';

const label = (column: string) => `services.columns.${column}`;

/**
 * Doc 000 §2 "Services": the organization's service endpoints (endpointName, endpointUrl, region),
 * a react-admin DataTable over the locations the detail panel already reads (sortable by column).
 */
export function ServicesTab({ locations }: { locations: UseQueryResult<ServiceLocation[]> }) {
  const translate = useTranslate();
  const endpoints = (locations.data ?? []).flatMap((l) => l.endpoints.map((e) => ({ ...e, id: `${e.endpointName} ${e.endpointUrl}` })));
  const list = useList({ resource: 'serviceEndpoints', data: endpoints, isPending: locations.isPending });
  if (locations.error) return null; // shown in the error bar, with Retry
  return (
    <ListContextProvider value={list}>
      <DataTable
        resource="serviceEndpoints"
        bulkActionButtons={false}
        rowClick={false}
        aria-label={translate('hierarchy.tabs.services')}
        empty={<Typography>{translate('services.empty')}</Typography>}
      >
        <DataTable.Col source="endpointName" label={label('endpointName')} />
        <DataTable.Col source="endpointUrl" label={label('endpointUrl')} cellSx={() => ({ overflowWrap: 'anywhere' })} />
        <DataTable.Col source="region" label={label('region')} />
      </DataTable>
    </ListContextProvider>
  );
}
