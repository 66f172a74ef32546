import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { catalogueSource, USER_DIRECTORY_SOURCE } from '../../domain/boundaries/catalogue';
import { CONJUNCTIONS, isRelative, needsValue, operatorsFor, PERIODS } from '../../domain/boundaries/filterBuilder';
import type { Conjunction, Period, RestrictionFilter } from '../../domain/boundaries/restriction';

/** A native select: its options are plain text, and it is what a keyboard and a screen reader know best. */
export function NativeSelect({
  label,
  value,
  onChange,
  children,
  width = 160,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  width?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

export interface FilterRowProps {
  filter: RestrictionFilter;
  first: boolean;
  onChange: (patch: Partial<Omit<RestrictionFilter, 'id'>>) => void;
  onRemove: () => void;
}

/** One filter of the scope restriction builder (doc 002 §3 "Filter: field, operator, value, conjunction, period"). */
export function FilterRow({ filter, first, onChange, onRemove }: FilterRowProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`boundaries.wizard.restrictions.${key}`);
  const fields = catalogueSource(USER_DIRECTORY_SOURCE)?.fields ?? [];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {!first && (
        <NativeSelect label={t('conjunction')} value={filter.conjunction} onChange={(v) => onChange({ conjunction: v as Conjunction })} width={110}>
          {CONJUNCTIONS.map((c) => (
            <option key={c} value={c}>
              {t(`conjunctions.${c}`)}
            </option>
          ))}
        </NativeSelect>
      )}
      <NativeSelect label={t('field')} value={filter.field} onChange={(v) => onChange({ field: v })} width={170}>
        <option value="" disabled />
        {fields.map((f) => (
          <option key={f.name} value={f.name}>
            {f.display}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        label={t('operator')}
        value={filter.operator}
        onChange={(v) => onChange({ operator: v as RestrictionFilter['operator'] })}
        width={150}
      >
        {operatorsFor(filter.field).map((op) => (
          <option key={op} value={op}>
            {t(`operators.${op}`)}
          </option>
        ))}
      </NativeSelect>
      {needsValue(filter.operator) && (
        <TextField
          size="small"
          label={t('value')}
          value={filter.value}
          onChange={(e) => onChange({ value: e.target.value })}
          sx={{ width: isRelative(filter.operator) ? 90 : 150 }}
          slotProps={{ htmlInput: isRelative(filter.operator) ? { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } : { maxLength: 500 } }}
        />
      )}
      {isRelative(filter.operator) && (
        <NativeSelect label={t('period')} value={filter.period ?? 'day'} onChange={(v) => onChange({ period: v as Period })} width={120}>
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`periods.${p}`)}
            </option>
          ))}
        </NativeSelect>
      )}
      <IconButton aria-label={t('removeFilter')} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
