import { Alert, Autocomplete, Box, Button, Checkbox, Collapse, FormControlLabel, TextField, Typography, createFilterOptions } from '@mui/material';
import { memo, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isOverMultiSelectCap } from '../../domain/status/tenantStatus';
import type { OrganizationGroupOption } from '../../domain/schemas/tenantStatus';
import { filterStaffOptions, staffDomainOf, type OrganizationOption } from './useFilterOptions';

/** Options shown at once: the list is searched as the user types (10,000 organizations stay quick). */
const SHOWN = 200;
const orgFilter = createFilterOptions<OrganizationOption>({ limit: SHOWN, stringify: (o) => o.name });
const groupFilter = createFilterOptions<OrganizationGroupOption>({ limit: SHOWN, stringify: (g) => g.name });

interface Props {
  organizations: readonly OrganizationOption[];
  groups: readonly OrganizationGroupOption[];
  loading: boolean;
  staffMode: boolean;
  email: string;
  orgs: number[];
  groupIds: number[];
  allGroups: boolean;
  onChange: (orgs: number[], groups: number[], allGroups: boolean) => void;
}

/**
 * Doc 001 §2.2: the collapsible filter with the organization and organization-group multi-selects.
 * "Choosing a group selects all its member organizations." Past 100 choices the info message shows
 * (it does not block, §5). In the special staff mode: "Not associated user", the staff-domain filter
 * and "ALL GROUPS". Memoised: a page, sort or row change leaves it alone (for speed).
 */
export const OverviewFilter = memo(function OverviewFilter(props: Props) {
  const { organizations, groups, loading, staffMode, orgs, groupIds, allGroups, onChange } = props;
  const translate = useTranslate();
  const [open, setOpen] = useState(true);
  const [notAssociated, setNotAssociated] = useState(false);
  const [onlyStaff, setOnlyStaff] = useState(false);
  const byId = useMemo(() => new Map(organizations.map((o) => [o.id, o])), [organizations]);
  const options = useMemo(
    () => (staffMode ? filterStaffOptions(organizations, notAssociated, onlyStaff, staffDomainOf(props.email)) : organizations),
    [organizations, staffMode, notAssociated, onlyStaff, props.email],
  );
  const selectedOrgs = orgs.map((id) => byId.get(id) ?? { id, name: String(id), users: [] });
  const groupById = useMemo(() => new Map(groups.map((g) => [g.id, g])), [groups]);
  const selectedGroups = groupIds.map((id) => groupById.get(id)).filter((g): g is OrganizationGroupOption => !!g);

  const chooseGroups = (next: OrganizationGroupOption[], all = false) => {
    const added = next.filter((g) => !groupIds.includes(g.id));
    const members = added.flatMap((g) => g.organizations);
    onChange(
      [...new Set([...orgs, ...members])],
      next.map((g) => g.id),
      all,
    );
  };

  return (
    <Box component="section" aria-labelledby="tenant-filter-heading" sx={{ minWidth: open ? 280 : 'auto', maxWidth: 360 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="tenant-filter-heading" component="h2" variant="subtitle1">
          {translate('tenantOverview.filter.heading')}
        </Typography>
        <Button size="small" aria-expanded={open} aria-controls="tenant-filter-body" onClick={() => setOpen(!open)}>
          {translate(open ? 'tenantOverview.filter.hide' : 'tenantOverview.filter.show')}
        </Button>
      </Box>
      {/* Unmounted once hidden: a closed Collapse keeps its width, which the table needs (the choices live in the address). */}
      <Collapse in={open} id="tenant-filter-body" unmountOnExit>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {staffMode && (
            <Box>
              <FormControlLabel
                control={<Checkbox checked={notAssociated} onChange={(e) => setNotAssociated(e.target.checked)} />}
                label={translate('tenantOverview.notAssociatedUser')}
              />
              <FormControlLabel
                control={<Checkbox checked={onlyStaff} onChange={(e) => setOnlyStaff(e.target.checked)} />}
                label={translate('tenantOverview.filter.onlyStaffDomain')}
              />
            </Box>
          )}
          <Autocomplete
            multiple
            disableCloseOnSelect
            loading={loading}
            loadingText={translate('tenantOverview.filter.loadingOrganizations')}
            noOptionsText={translate('tenantOverview.filter.noOptions')}
            options={options as OrganizationOption[]}
            filterOptions={orgFilter}
            value={selectedOrgs}
            getOptionLabel={(o) => o.name}
            getOptionKey={(o) => o.id}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, next) =>
              onChange(
                next.map((o) => o.id),
                groupIds,
                allGroups,
              )
            }
            limitTags={5}
            renderInput={(params) => <TextField {...params} label={translate('tenantOverview.filter.organizations')} />}
          />
          {staffMode && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={allGroups}
                  disabled={groups.length === 0}
                  onChange={(e) => (e.target.checked ? chooseGroups([...groups], true) : onChange(orgs, [], false))}
                />
              }
              label={translate('tenantOverview.allGroups')}
            />
          )}
          <Autocomplete
            multiple
            disableCloseOnSelect
            noOptionsText={translate('tenantOverview.filter.noOptions')}
            options={groups as OrganizationGroupOption[]}
            filterOptions={groupFilter}
            value={selectedGroups}
            getOptionLabel={(g) => g.name}
            getOptionKey={(g) => g.id}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, next) => chooseGroups(next)}
            limitTags={5}
            renderInput={(params) => <TextField {...params} label={translate('tenantOverview.filter.groups')} />}
          />
          {(isOverMultiSelectCap(orgs.length) || isOverMultiSelectCap(groupIds.length)) && (
            <Alert severity="info" role="status">
              {translate('tenantOverview.maxOptions')}
            </Alert>
          )}
        </Box>
      </Collapse>
    </Box>
  );
});
