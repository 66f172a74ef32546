import { Alert, Autocomplete, Box, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { BoundaryDataSourceEntry } from '../../domain/boundaries/boundaryForm';
import { dataSourceCatalogue, USER_DIRECTORY_SOURCE, type CatalogueDataSource } from '../../domain/boundaries/catalogue';

/**
 * Step 3, data sources (doc 002 §2, §3): each source of the catalogue can be included, with the fields
 * the boundary's users may see ("allowedFields (field names; empty means all fields)"). A source other
 * than the user directory that carries a restriction shows doc 002 §5's warning: the builder cannot
 * show it, and it is kept as stored. The sources chosen are one input of the wizard's form.
 */
export function DataSourcesStep() {
  const translate = useTranslate();
  const { field } = useInput<BoundaryDataSourceEntry[]>({ source: 'dataSources' });
  const dataSources = field.value as BoundaryDataSourceEntry[];
  const entryOf = (name: string) => dataSources.find((d) => d.datasource === name);
  const include = (source: CatalogueDataSource, on: boolean) =>
    field.onChange(
      on
        ? [...dataSources, { datasource: source.name, allowedFields: [], restriction: '' }]
        : dataSources.filter((d) => d.datasource !== source.name),
    );
  const setFields = (name: string, fields: string[]) =>
    field.onChange(dataSources.map((d) => (d.datasource === name ? { ...d, allowedFields: fields } : d)));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{translate('boundaries.wizard.dataSources.intro')}</Typography>
      {dataSourceCatalogue.map((source) => {
        const entry = entryOf(source.name);
        const byName = new Map(source.fields.map((f) => [f.name, f]));
        return (
          <Box key={source.name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <FormControlLabel
              control={<Checkbox checked={!!entry} onChange={(e) => include(source, e.target.checked)} />}
              label={source.displayName}
            />
            {entry && (
              <Autocomplete
                multiple
                size="small"
                options={source.fields.map((f) => f.name)}
                value={entry.allowedFields}
                onChange={(_e, fields) => setFields(source.name, fields)}
                getOptionLabel={(name) => byName.get(name)?.display ?? name}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={translate('boundaries.wizard.dataSources.fields', { name: source.displayName })}
                    placeholder={entry.allowedFields.length ? undefined : translate('boundaries.allFields')}
                    helperText={entry.allowedFields.length ? undefined : translate('boundaries.allFields')}
                  />
                )}
              />
            )}
            {entry && entry.datasource !== USER_DIRECTORY_SOURCE && entry.restriction.trim() !== '' && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {translate('boundaries.restrictionsUnsupported')}
              </Alert>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
