import { Alert, Autocomplete, Box, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dataSourceCatalogue, USER_DIRECTORY_SOURCE, type CatalogueDataSource } from '../../domain/boundaries/catalogue';
import type { StepProps } from './UsersStep';

/**
 * Step 3, data sources (doc 002 §2, §3): each source of the catalogue can be included, with the fields
 * the boundary's users may see ("allowedFields (field names; empty means all fields)"). A source other
 * than the user directory that carries a restriction shows doc 002 §5's warning: the builder cannot
 * show it, and it is kept as stored.
 */
export function DataSourcesStep({ values, change }: StepProps) {
  const translate = useTranslate();
  const entryOf = (name: string) => values.dataSources.find((d) => d.datasource === name);
  const include = (source: CatalogueDataSource, on: boolean) =>
    change((v) => ({
      ...v,
      dataSources: on
        ? [...v.dataSources, { datasource: source.name, allowedFields: [], restriction: '' }]
        : v.dataSources.filter((d) => d.datasource !== source.name),
    }));
  const setFields = (name: string, fields: string[]) =>
    change((v) => ({ ...v, dataSources: v.dataSources.map((d) => (d.datasource === name ? { ...d, allowedFields: fields } : d)) }));

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
