import { Alert, Box, Button, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { BoundaryFormValues } from '../../domain/boundaries/boundaryForm';
import { USER_DIRECTORY_SOURCE } from '../../domain/boundaries/catalogue';
import {
  addFilter,
  addGroup,
  CONJUNCTIONS,
  removeFilter,
  setGroupConjunction,
  updateFilter,
  type ScopedRestriction,
} from '../../domain/boundaries/filterBuilder';
import type { Conjunction, FilterGroup } from '../../domain/boundaries/restriction';
import { FilterRow, NativeSelect } from './FilterRow';

/**
 * Step 4, scope restrictions (doc 002 §3, §5): a filter builder for the user directory source (the
 * only scoped source) over the strict parser and writer of src/domain/boundaries. A stored restriction
 * it cannot show gives doc 002 §5's warning and is kept as stored until the builder is changed.
 * The builder's state is one input of the wizard's form, shown when the user directory source is chosen.
 */
export function ScopeRestrictionsStep() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`boundaries.wizard.restrictions.${key}`, options);
  const dataSources = useWatch<BoundaryFormValues, 'dataSources'>({ name: 'dataSources' });
  if (!dataSources.some((d) => d.datasource === USER_DIRECTORY_SOURCE)) return <Typography>{t('notScoped')}</Typography>;
  return <ScopeBuilder t={t} />;
}

function ScopeBuilder({ t }: { t: (key: string, options?: object) => string }) {
  const translate = useTranslate();
  const { field } = useInput<ScopedRestriction>({ source: 'scoped' });
  const scoped = field.value as ScopedRestriction;
  const { groups, unsupported } = scoped;
  const edit = (next: (g: FilterGroup[]) => FilterGroup[]) => field.onChange({ ...scoped, groups: next(scoped.groups), touched: true });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {unsupported && <Alert severity="warning">{translate('boundaries.restrictionsUnsupported')}</Alert>}
      {groups.length === 0 && <Typography>{t('none')}</Typography>}
      {groups.map((g, i) => (
        <Box
          key={g.id}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <legend>{t('group', { number: i + 1 })}</legend>
          {i > 0 && (
            <NativeSelect
              label={t('groupConjunction', { number: i + 1 })}
              value={g.conjunction}
              onChange={(v) => edit((gs) => setGroupConjunction(gs, g.id, v as Conjunction))}
              width={200}
            >
              {CONJUNCTIONS.map((c) => (
                <option key={c} value={c}>
                  {t(`conjunctions.${c}`)}
                </option>
              ))}
            </NativeSelect>
          )}
          {g.filters.map((f, j) => (
            <FilterRow
              key={f.id}
              filter={f}
              first={j === 0}
              onChange={(patch) => edit((gs) => updateFilter(gs, g.id, f.id, patch))}
              onRemove={() => edit((gs) => removeFilter(gs, g.id, f.id))}
            />
          ))}
          <Box>
            <Button size="small" onClick={() => edit((gs) => addFilter(gs, g.id))}>
              {t('addFilter')}
            </Button>
          </Box>
        </Box>
      ))}
      <Box>
        <Button variant="outlined" onClick={() => edit(addGroup)}>
          {t('addGroup')}
        </Button>
      </Box>
    </Box>
  );
}
