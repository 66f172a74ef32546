import { Box, Button, TextField } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { ColumnFilters } from './useOverviewState';

const textFilters = [
  ['domain', 'tenantDomain'],
  ['status', 'jobStatus'],
] as const;
const dateFilters = [
  ['asOfFrom', 'dataAsOfFrom'],
  ['asOfTo', 'dataAsOfTo'],
  ['scanFrom', 'nextScanFrom'],
  ['scanTo', 'nextScanTo'],
] as const;

/**
 * The table's column filters (doc 001 §2.2 "filterable", "Data As Of (date filter)", "Next Scan (date
 * filter)"): text on Tenant Domain and Job Status, a day range on each date column. They narrow the
 * rows of the page shown (src/domain matchesTenantColumnFilters) and live in the address.
 */
export const ColumnFilterBar = memo(function ColumnFilterBar({
  values,
  onChange,
  onClear,
}: {
  values: ColumnFilters;
  onChange: (key: keyof ColumnFilters, value: string) => void;
  onClear: () => void;
}) {
  const translate = useTranslate();
  const any = Object.values(values).some(Boolean);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box component="legend" sx={{ typography: 'subtitle2', mb: 1 }}>
        {translate('tenantOverview.columnFilters.heading')}
      </Box>
      {textFilters.map(([key, label]) => (
        <TextField
          key={key}
          size="small"
          fullWidth={false}
          sx={{ width: 200 }}
          label={translate(`tenantOverview.columnFilters.${label}`)}
          value={values[key]}
          onChange={(e) => onChange(key, e.target.value)}
        />
      ))}
      {dateFilters.map(([key, label]) => (
        <TextField
          key={key}
          size="small"
          type="date"
          fullWidth={false}
          sx={{ width: 170 }}
          label={translate(`tenantOverview.columnFilters.${label}`)}
          value={values[key]}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => onChange(key, e.target.value)}
        />
      ))}
      <Button size="small" disabled={!any} onClick={onClear}>
        {translate('tenantOverview.columnFilters.clear')}
      </Button>
    </Box>
  );
});
