import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ServiceLocation } from '../../../domain/schemas/organization';

/** Doc 000 §2 "Services": the organization's service endpoints (endpointName, endpointUrl, region). */
export function ServicesTab({ locations }: { locations: UseQueryResult<ServiceLocation[]> }) {
  const translate = useTranslate();
  if (locations.error) return null; // shown in the error bar, with Retry
  const endpoints = (locations.data ?? []).flatMap((l) => [...l.endpoints]);
  if (!locations.isPending && !endpoints.length) return <Typography>{translate('services.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('hierarchy.tabs.services')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('services.columns.endpointName')}</TableCell>
          <TableCell>{translate('services.columns.endpointUrl')}</TableCell>
          <TableCell>{translate('services.columns.region')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {endpoints.map((e) => (
          <TableRow key={`${e.endpointName} ${e.endpointUrl}`}>
            <TableCell>{e.endpointName}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.endpointUrl}</TableCell>
            <TableCell>{e.region}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
